/**
 * The site's one modal dialog (WAI-ARIA dialog pattern), on the native `<dialog>` element:
 * `showModal()` puts it in the top layer and makes the page behind it inert; Tab stays inside it;
 * Escape, the close control and a click on the backdrop call `onClose`; the page does not scroll
 * behind it; on close, focus returns to `returnFocus()` when given (else the browser returns it
 * to what had it before).
 *
 *   <Modal open={open} onClose={close} title="Terms" showTitle>…</Modal>
 *   <Modal open={open} onClose={close} labelledBy={headingId} returnFocus={() => opener}>…</Modal>
 *   <DialogTrigger label="Open" triggerClassName={buttonClasses.primary} title="Terms">…</DialogTrigger>
 *
 * Client code: the behaviours that open a modal import it; a server component renders a
 * `DialogTrigger` through its leaf (dialog-trigger.client.tsx), so only pages with one fetch it.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

/** A dialog is named by a title, or by a heading inside it. */
type DialogName = { readonly title: string; readonly labelledBy?: never } | { readonly labelledBy: string; readonly title?: never };

export type ModalProps = DialogName & {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Shows the title as the dialog's heading; otherwise the title only names it. */
  readonly showTitle?: boolean;
  /** Drawn at the top left, beside the close button (a logo). */
  readonly header?: ReactNode;
  /** Where focus goes back to on close. */
  readonly returnFocus?: () => HTMLElement | null;
  /** The close control's accessible name. */
  readonly closeLabel?: string;
  /** `wide` for a portrait beside text. */
  readonly size?: 'normal' | 'wide';
  readonly className?: string;
  readonly children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: a modal `<dialog>` alone lets focus leave for the browser's own UI. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Locks page scrolling while the dialog is open; gives back what was there before. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}

const SIZES = {
  normal: 'w-[min(40rem,calc(100vw-2rem))]',
  wide: 'w-[min(48rem,calc(100vw-2rem))]',
} as const;

function CloseButton({ label, onClick, className }: { readonly label: string; readonly onClick: () => void; readonly className: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn('flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-ink/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-freight', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

export function Modal({ open, onClose, title, labelledBy, showTitle = false, header, returnFocus, closeLabel = 'Close', size = 'normal', className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || dialog === null) return undefined;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      returnFocusRef.current?.()?.focus();
    };
  }, [open]);

  const close = () => onCloseRef.current();
  const heading = showTitle && title !== undefined ? <h2 className="text-2xl font-semibold tracking-tight">{title}</h2> : header;
  return (
    <dialog
      ref={ref}
      aria-label={title}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: close through the owner's state, so the URL and focus follow.
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) close();
      }}
      className={cn('m-auto max-h-[90dvh] overflow-visible rounded-tr-[40px] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70', SIZES[size], className)}
    >
      {open ? (
        <div className="relative max-h-[90dvh] overflow-y-auto p-6 md:p-10">
          {heading === undefined ? (
            <CloseButton label={closeLabel} onClick={close} className="absolute right-3 top-3" />
          ) : (
            <div className="mb-6 flex items-start justify-between gap-6">
              <div className="min-w-0">{heading}</div>
              <CloseButton label={closeLabel} onClick={close} className="-mr-2 -mt-2" />
            </div>
          )}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** `Omit` for each member of a union, so a trigger still takes a title or a heading id. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type DialogTriggerProps = DistributiveOmit<ModalProps, 'open' | 'onClose' | 'returnFocus'> & {
  /** The opening button's text. */
  readonly label: ReactNode;
  readonly triggerClassName?: string;
};

/** A button that opens a modal with server-rendered content; focus returns to it on close. */
export function DialogTrigger({ label, triggerClassName, ...modal }: DialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={triggerClassName}>
        {label}
      </button>
      <Modal {...modal} open={open} onClose={() => setOpen(false)} returnFocus={() => button.current} />
    </>
  );
}
