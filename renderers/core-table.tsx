import type definition from '../block-schemas/core-table';
import type { BlockData, BlockProps } from '../engine';
import { backgroundPresets, cn, flowClass, hasClass, presetClass, textPresets } from './ui/cn';
import { cmsHtml, RichText, richTextClasses, richTextIsEmpty } from './ui/rich-text';

type Row = BlockData<typeof definition>['body'][number];

/** Only real spans: a colspan of 1 (or a stray 0) is the same as none. */
const span = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isInteger(value) && value > 1 ? value : undefined;
type Section = 'head' | 'body' | 'foot';

const sectionClasses: Record<Section, string> = {
  head: 'border-b-2 border-slate',
  body: '',
  foot: 'border-t-2 border-slate',
};

const cellAlignClasses = { '': '', left: 'text-left', center: 'text-center', right: 'text-right' } as const;

const STRIPE = 'odd:bg-black/5';
// A long word breaks inside its cell rather than running into the next column.
const CELL = 'border border-cement px-3 py-2 align-top [overflow-wrap:anywhere]';

/**
 * How a table reads on a phone (under 640 px). 'stack': each row becomes a card of 'header: value'
 * lines (a table with one header row, three columns or more, and no merged cells). 'scroll': the
 * table keeps its columns at a readable width and scrolls sideways, with shadows at the edges that
 * have more to show and a line that says so. Wider screens show the table as it is.
 */
type PhoneLayout = 'stack' | 'scroll' | 'fit';

const STACK = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  group: 'max-sm:block',
  row: 'max-sm:mb-3 max-sm:block max-sm:border max-sm:border-cement',
  cell: 'max-sm:grid max-sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] max-sm:gap-x-3 max-sm:border-0 max-sm:border-b max-sm:text-left max-sm:last:border-b-0',
} as const;

/** Shadows that show on the side that scrolls (they ride with the content's edges, CSS only). */
const SCROLL_SHADOWS =
  '[background:linear-gradient(to_right,white_30%,transparent)_left/2rem_100%_no-repeat_local,linear-gradient(to_left,white_30%,transparent)_right/2rem_100%_no-repeat_local,radial-gradient(farthest-side_at_0_50%,rgb(29_42_48/0.25),transparent)_left/0.75rem_100%_no-repeat_scroll,radial-gradient(farthest-side_at_100%_50%,rgb(29_42_48/0.25),transparent)_right/0.75rem_100%_no-repeat_scroll]';

const hasSpans = (rows: readonly Row[]): boolean => rows.some((row) => row.cells.some((cell) => span(cell.colspan) !== undefined || span(cell.rowspan) !== undefined));

function phoneLayout(data: BlockData<typeof definition>): PhoneLayout {
  const columns = Math.max(0, ...[...data.head, ...data.body, ...data.foot].map((row) => row.cells.length));
  if (columns < 3) return 'fit';
  const [header] = data.head;
  const stackable = data.head.length === 1 && header !== undefined && header.cells.length === columns && !hasSpans([...data.head, ...data.body, ...data.foot]);
  return stackable ? 'stack' : 'scroll';
}

function Rows({ rows, section, stripes, labels }: { readonly rows: readonly Row[]; readonly section: Section; readonly stripes: boolean; readonly labels?: Row }) {
  const Group = section === 'head' ? 'thead' : section === 'foot' ? 'tfoot' : 'tbody';
  const stacked = labels !== undefined;
  return (
    <Group className={cn(sectionClasses[section], stacked && (section === 'head' ? STACK.head : STACK.group)) || undefined}>
      {rows.map((row, rowIndex) => (
        // Rows have no ids; the table is rendered whole, so the index is a stable key.
        <tr key={rowIndex} className={cn(section === 'body' && stripes && STRIPE, stacked && STACK.row) || undefined}>
          {row.cells.map((cell, cellIndex) => {
            const Cell = section === 'head' ? 'th' : cell.tag;
            const label = section === 'head' ? undefined : labels?.cells[cellIndex];
            return (
              <Cell
                key={cellIndex}
                colSpan={span(cell.colspan)}
                rowSpan={span(cell.rowspan)}
                scope={cell.scope || undefined}
                className={cn(CELL, Cell === 'th' && 'font-semibold', cellAlignClasses[cell.align], stacked && STACK.cell)}
              >
                {/* On a phone, where the header row is out of sight, each value carries its header. */}
                {label === undefined ? null : <span className="font-semibold sm:hidden">{cmsHtml(label.content)}</span>}
                {label === undefined ? cmsHtml(cell.content) : <span>{cmsHtml(cell.content)}</span>}
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
  'overflow-x-auto [&_td]:[overflow-wrap:anywhere] [&_th]:[overflow-wrap:anywhere] [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-cement [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-cement [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_figcaption]:mt-2 [&_figcaption]:text-sm';

export default function CoreTable({ data, block }: BlockProps<typeof definition>) {
  const stripes = hasClass(data.className, 'is-style-stripes');
  const flow = flowClass(block, 'wide');
  if (data.head.length + data.body.length + data.foot.length === 0) {
    if (richTextIsEmpty(block.originalContent)) return null;
    return <RichText id={data.anchor} html={block.originalContent} className={cn(flow, FALLBACK_CLASSES, data.className)} />;
  }
  const layout = phoneLayout(data);
  const labels = layout === 'stack' ? data.head[0] : undefined;
  const table = cn(
    'w-full border-collapse text-left text-sm md:text-base',
    data.hasFixedLayout && 'table-fixed',
    layout === 'stack' && STACK.table,
    layout === 'scroll' && 'max-sm:min-w-[36rem]',
    presetClass(backgroundPresets, data.backgroundColor),
    presetClass(textPresets, data.textColor),
    richTextClasses,
  );
  return (
    <figure id={data.anchor} className={cn(flow, data.className)}>
      {layout === 'scroll' ? (
        <p aria-hidden="true" className="mb-2 text-sm text-slate/80 sm:hidden">
          Scroll sideways to see every column →
        </p>
      ) : null}
      {/* Focusable when it scrolls, so a keyboard can scroll it too. */}
      <div className={cn('overflow-x-auto', layout === 'scroll' && SCROLL_SHADOWS)} {...(layout === 'scroll' ? { tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways' } : {})}>
        <table className={table}>
          {data.head.length > 0 ? <Rows rows={data.head} section="head" stripes={stripes} labels={labels} /> : null}
          {data.body.length > 0 ? <Rows rows={data.body} section="body" stripes={stripes} labels={labels} /> : null}
          {data.foot.length > 0 ? <Rows rows={data.foot} section="foot" stripes={stripes} labels={labels} /> : null}
        </table>
      </div>
      {richTextIsEmpty(data.caption) ? null : (
        <RichText as="figcaption" html={data.caption} className="mt-2 text-sm text-slate/80" />
      )}
    </figure>
  );
}
