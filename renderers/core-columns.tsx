import type definition from '../block-schemas/core-columns';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';

const alignClasses = { '': '', top: 'items-start', center: 'items-center', bottom: 'items-end' } as const;

export default function CoreColumns({ data, block, children }: BlockProps<typeof definition>) {
  if (children === undefined) return null;
  return (
    <div
      id={data.anchor}
      className={cn(
        flowClass(block, 'wide'),
        'flex gap-8',
        data.isStackedOnMobile ? 'flex-col md:flex-row' : 'flex-row',
        alignClasses[data.verticalAlignment],
        data.className,
      )}
    >
      {children}
    </div>
  );
}
