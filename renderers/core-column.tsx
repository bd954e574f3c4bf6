import type { CSSProperties } from 'react';
import type definition from '../block-schemas/core-column';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';

const alignClasses = { '': '', top: 'self-start', center: 'self-center', bottom: 'self-end', stretch: 'self-stretch' } as const;

/**
 * An editor-set width applies from tablets up; stacked on a phone, a column takes the full width
 * (a flex-basis there would set its height). A column set to fill takes the rest of the row,
 * as a column without a width does.
 */
const SIZED = 'md:grow-0 md:basis-(--column-width)';

export default function CoreColumn({ data, children }: BlockProps<typeof definition>) {
  const width = data.style.dimensions.width ?? data.width;
  const sized = width !== undefined && width !== 'fill';
  return (
    <div
      id={data.anchor}
      className={cn('min-w-0 flex-1 space-y-4', sized && SIZED, alignClasses[data.verticalAlignment], data.className)}
      style={sized ? ({ '--column-width': width } as CSSProperties) : undefined}
    >
      {children}
    </div>
  );
}
