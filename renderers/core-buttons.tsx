import type definition from '../block-schemas/core-buttons';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';

const justifyClasses = {
  '': 'justify-start',
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
  'space-between': 'justify-between',
  stretch: 'justify-start *:flex-1',
} as const;

/** A vertical stack aligns its buttons across instead of along. */
const stackClasses = {
  '': 'items-start',
  left: 'items-start',
  center: 'items-center',
  right: 'items-end',
  'space-between': 'items-stretch',
  stretch: 'items-stretch',
} as const;

/** Before WordPress 5.8 a centred row was `align: 'center'`. */
const legacyJustification = { '': '', left: 'left', center: 'center', right: 'right', wide: '', full: '' } as const;

export default function CoreButtons({ data, block, children }: BlockProps<typeof definition>) {
  if (children === undefined) return null;
  const justification = data.layout.justifyContent || data.contentJustification || legacyJustification[data.align];
  const vertical = data.layout.orientation === 'vertical' || data.orientation === 'vertical';
  return (
    <div
      id={data.anchor}
      className={cn(
        flowClass(block, 'text'),
        'flex gap-3',
        vertical ? 'flex-col' : 'flex-wrap items-center',
        vertical ? stackClasses[justification] : justifyClasses[justification],
        data.className,
      )}
    >
      {children}
    </div>
  );
}
