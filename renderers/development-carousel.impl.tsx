/**
 * A development slide's hotspots (loaded lazily by development-carousel.client.tsx).
 * From 768 px: up to five '+' buttons on the image, each opening or closing its popup (one open
 * at a time; none at first). On phones: one '+' opens a modal listing the popups from the first.
 */
import { useId, useState, type ReactNode } from 'react';
import { Modal } from './ui/dialog';
import { cn } from './ui/cn';

export type HotspotPosition = 'First' | 'Second' | 'Third' | 'Fourth' | 'Fifth';

export interface HotspotTip {
  readonly key: string;
  readonly title: string;
  readonly content: ReactNode;
  readonly position: HotspotPosition;
}

export interface HotspotsProps {
  /** The development's name: names the buttons and the modal. */
  readonly name: string;
  readonly tips: readonly HotspotTip[];
}

/** Where each hotspot sits (top / left), as full classes. */
const positionClasses: Readonly<Record<HotspotPosition, string>> = {
  First: 'top-[70%] left-[14%]',
  Second: 'top-[25%] left-[20%]',
  Third: 'top-[45%] left-[50.33%]',
  Fourth: 'top-[65%] left-[80%]',
  Fifth: 'top-[40%] left-[90%]',
};

/** Popups open towards the middle of the image. */
const popupSide: Readonly<Record<HotspotPosition, string>> = {
  First: 'left-0 bottom-full mb-3',
  Second: 'left-0 top-full mt-3',
  Third: 'left-1/2 -translate-x-1/2 top-full mt-3',
  Fourth: 'right-0 bottom-full mb-3',
  Fifth: 'right-0 top-full mt-3',
};

function Plus({ open }: { readonly open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-6 transition-transform', open && 'rotate-45')} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

const plusClasses = 'flex size-11 items-center justify-center rounded-full bg-solar text-ink shadow-lg ring-4 ring-white/60 hover:bg-white';

export default function Hotspots({ name, tips }: HotspotsProps) {
  const [active, setActive] = useState(-1);
  const [modalOpen, setModalOpen] = useState(false);
  const baseId = useId();
  if (tips.length === 0) return null;
  return (
    <>
      <div className="hidden md:block">
        {tips.map((tip, index) => {
          const open = active === index;
          return (
            <div key={tip.key} className={cn('absolute z-10 -translate-x-1/2 -translate-y-1/2', positionClasses[tip.position], open && 'z-20')}>
              <button
                type="button"
                className={plusClasses}
                aria-expanded={open}
                aria-controls={`${baseId}-${index}`}
                aria-label={`${tip.title} (${name})`}
                onClick={() => setActive(open ? -1 : index)}
              >
                <Plus open={open} />
              </button>
              <div id={`${baseId}-${index}`} hidden={!open} className={cn('absolute w-72 rounded-tr-[24px] bg-white p-5 text-left text-ink shadow-2xl', popupSide[tip.position])}>
                <p className="text-lg font-semibold">{tip.title}</p>
                <div className="mt-2 text-sm leading-relaxed text-ink/85">{tip.content}</div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute top-4 left-4 z-10 md:hidden">
        <button type="button" className={plusClasses} aria-haspopup="dialog" aria-label={`Highlights of ${name}`} onClick={() => setModalOpen(true)}>
          <Plus open={false} />
        </button>
      </div>
      <Modal open={modalOpen} onClose={() => setModalOpen(false)} title={name} showTitle>
        <ol className="space-y-6">
          {tips.map((tip) => (
            <li key={tip.key}>
              <p className="text-lg font-semibold">{tip.title}</p>
              <div className="mt-1 text-base leading-relaxed text-ink/85">{tip.content}</div>
            </li>
          ))}
        </ol>
      </Modal>
    </>
  );
}
