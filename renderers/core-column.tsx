import type { CSSProperties } from 'react';
import type definition from '../block-schemas/core-column';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';

const alignClasses = { '': '', top: 'self-start', center: 'self-center', bottom: 'self-end', stretch: 'self-stretch' } as const;

/**
 * An editor-set width applies from tablets up; stacked on a phone, a column takes the full width
 * (a flex-basis there would set its height).
 */
const SIZED = 'md:grow-0 md:basis-(--column-width)';

export default function CoreColumn({ data, children }: BlockProps<typeof definition>) {
  const style = data.width === undefined ? undefined : ({ '--column-width': data.width } as CSSProperties);
  return (
    <div
      id={data.anchor}
      className={cn('min-w-0 flex-1 space-y-4', data.width !== undefined && SIZED, alignClasses[data.verticalAlignment], data.className)}
      style={style}
    >
      {children}
    </div>
  );
}
