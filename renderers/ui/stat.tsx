/**
 * `<StatList>` and `<Stat>`: the figures of number grids, region statistics and hero facts, as a
 * description list (the label is the term, the figure its description), shown figure first.
 *
 *   <StatList columns="three"><Stat value="22.7M SF" label="Total square footage" /></StatList>
 */
import type { ReactNode } from 'react';
import { cn } from './cn';

/** How a list of figures lays out from tablet width up; phones always show two or one per row. */
export type StatColumns = 'auto' | 'two' | 'three' | 'four';

const columnClasses: Record<StatColumns, string> = {
  auto: 'flex flex-wrap gap-x-10 gap-y-4',
  two: 'grid gap-x-10 gap-y-10 sm:grid-cols-2',
  three: 'grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3',
  four: 'grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-4',
};

/** `large` for number grids, `medium` for figures that carry a unit or many digits, `small` for the facts of a hero or a card. */
export type StatSize = 'large' | 'medium' | 'small';

const valueClasses: Record<StatSize, string> = {
  large: 'whitespace-nowrap text-5xl font-semibold tracking-tight md:text-[3.25rem]',
  medium: 'text-4xl font-semibold tracking-tight lg:text-[2.75rem] lg:leading-tight',
  small: 'whitespace-nowrap text-2xl font-semibold tracking-tight md:text-3xl',
};

const labelClasses: Record<StatSize, string> = {
  large: 'mt-3 text-base leading-snug opacity-85 md:text-lg',
  medium: 'mt-3 text-base leading-snug opacity-85',
  small: 'mt-1 text-sm font-medium uppercase tracking-wide opacity-85',
};

export function StatList({ columns = 'auto', className, children }: { readonly columns?: StatColumns; readonly className?: string; readonly children: ReactNode }) {
  return <dl className={cn(columnClasses[columns], className)}>{children}</dl>;
}

export interface StatProps {
  /** The figure as shown, already formatted (format.ts). */
  readonly value: ReactNode;
  readonly label: ReactNode;
  readonly size?: StatSize;
  /** A top rule in the block's accent colour. */
  readonly ruled?: boolean;
  readonly className?: string;
}

export function Stat({ value, label, size = 'large', ruled = false, className }: StatProps) {
  return (
    // Figure first, from the top: a label on two lines never lifts its figure off the row's baseline.
    <div className={cn('flex flex-col-reverse justify-end', ruled && 'border-t-4 border-solar pt-5', className)}>
      <dt className={labelClasses[size]}>{label}</dt>
      <dd className={valueClasses[size]}>{value}</dd>
    </div>
  );
}
