import type definition from '../block-schemas/core-table';
import type { BlockData, BlockProps } from '../engine';
import { backgroundPresets, cn, flowClass, hasClass, presetClass, textPresets } from './ui/cn';
import { cmsHtml, RichText, richTextClasses, richTextIsEmpty } from './ui/rich-text';

type Row = BlockData<typeof definition>['body'][number];
type Section = 'head' | 'body' | 'foot';

const sectionClasses: Record<Section, string> = {
  head: 'border-b-2 border-slate',
  body: '',
  foot: 'border-t-2 border-slate',
};

const cellAlignClasses = { '': '', left: 'text-left', center: 'text-center', right: 'text-right' } as const;

const STRIPE = 'odd:bg-black/5';
const CELL = 'border border-cement px-3 py-2 align-top';

/** Only real spans: a colspan of 1 (or a stray 0) is the same as none. */
const span = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isInteger(value) && value > 1 ? value : undefined;

function Rows({ rows, section, stripes }: { readonly rows: readonly Row[]; readonly section: Section; readonly stripes: boolean }) {
  const Group = section === 'head' ? 'thead' : section === 'foot' ? 'tfoot' : 'tbody';
  return (
    <Group className={sectionClasses[section] || undefined}>
      {rows.map((row, rowIndex) => (
        // Rows have no ids; the table is rendered whole, so the index is a stable key.
        <tr key={rowIndex} className={section === 'body' && stripes ? STRIPE : undefined}>
          {row.cells.map((cell, cellIndex) => {
            const Cell = section === 'head' ? 'th' : cell.tag;
            return (
              <Cell
                key={cellIndex}
                colSpan={span(cell.colspan)}
                rowSpan={span(cell.rowspan)}
                scope={cell.scope || undefined}
                className={cn(CELL, Cell === 'th' && 'font-semibold', cellAlignClasses[cell.align])}
              >
                {cmsHtml(cell.content)}
              </Cell>
            );
          })}
        </tr>
      ))}
    </Group>
  );
}

/** Saved markup of tables whose rows were not in the attributes. */
const FALLBACK_CLASSES =
  'overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-cement [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-cement [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_figcaption]:mt-2 [&_figcaption]:text-sm';

export default function CoreTable({ data, block }: BlockProps<typeof definition>) {
  const stripes = hasClass(data.className, 'is-style-stripes');
  const flow = flowClass(block, 'wide');
  if (data.head.length + data.body.length + data.foot.length === 0) {
    if (richTextIsEmpty(block.originalContent)) return null;
    return <RichText id={data.anchor} html={block.originalContent} className={cn(flow, FALLBACK_CLASSES, data.className)} />;
  }
  const table = cn(
    'w-full border-collapse text-left text-sm md:text-base',
    data.hasFixedLayout && 'table-fixed',
    presetClass(backgroundPresets, data.backgroundColor),
    presetClass(textPresets, data.textColor),
    richTextClasses,
  );
  return (
    <figure id={data.anchor} className={cn(flow, data.className)}>
      <div className="overflow-x-auto">
        <table className={table}>
          {data.head.length > 0 ? <Rows rows={data.head} section="head" stripes={stripes} /> : null}
          {data.body.length > 0 ? <Rows rows={data.body} section="body" stripes={stripes} /> : null}
          {data.foot.length > 0 ? <Rows rows={data.foot} section="foot" stripes={stripes} /> : null}
        </table>
      </div>
      {richTextIsEmpty(data.caption) ? null : (
        <RichText as="figcaption" html={data.caption} className="mt-2 text-sm text-slate/80" />
      )}
    </figure>
  );
}
