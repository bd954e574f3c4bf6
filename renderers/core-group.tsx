import type definition from '../block-schemas/core-group';
import type { BlockData, BlockProps } from '../engine';
import { backgroundPresets, cn, flowClass, presetClass, textPresets } from './ui/cn';

type Layout = BlockData<typeof definition>['layout'];

const layoutClasses = {
  default: 'space-y-4',
  constrained: 'space-y-4 [&>*]:max-w-3xl',
  flex: 'flex flex-wrap items-center gap-4',
  stack: 'flex flex-col items-start gap-4',
  grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
} as const;

const justifyClasses = {
  '': '',
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
  'space-between': 'justify-between',
} as const;

function layoutClass(layout: Layout): string {
  if (layout.type !== 'flex') return layoutClasses[layout.type];
  // A vertical flex group lines its blocks up in a column; justification stays along the main axis.
  return cn(layoutClasses[layout.orientation === 'vertical' ? 'stack' : 'flex'], justifyClasses[layout.justifyContent]);
}

export default function CoreGroup({ data, block, children }: BlockProps<typeof definition>) {
  if (children === undefined) return null;
  const Tag = data.tagName;
  const background = presetClass(backgroundPresets, data.backgroundColor);
  const box = (
    <Tag
      id={data.anchor}
      className={cn(
        layoutClass(data.layout),
        background,
        background && 'px-6 py-8 md:px-10 md:py-12',
        presetClass(textPresets, data.textColor),
        data.className,
      )}
    >
      {children}
    </Tag>
  );
  // The page column's padding would fight a coloured box's own padding, so it goes on a wrapper;
  // a full-width group runs edge to edge.
  if (data.align === 'full' && !block.path.includes('.innerBlocks')) return <div className="my-10">{box}</div>;
  const flow = flowClass(block, 'wide');
  return flow === undefined ? box : <div className={flow}>{box}</div>;
}
