import type { CSSProperties, ReactNode } from 'react';
import type definition from '../block-schemas/core-button';
import type { BlockData, BlockProps } from '../engine';
import { buttonBase } from './ui/button';
import { CmsLink, safeHref } from './ui/cms-link';
import { backgroundPresets, cn, flowClass, hasClass, presetClass, textPresets } from './ui/cn';
import { cmsHtml, richTextIsEmpty } from './ui/rich-text';

type Data = BlockData<typeof definition>;

const variantClasses = {
  fill: { background: 'bg-freight hover:bg-slate', text: 'text-white', border: 'border-transparent' },
  outline: { background: 'bg-transparent hover:bg-freight/10', text: 'text-slate', border: 'border-current' },
} as const;

/** The editor's width presets, in percent of the row. */
const widthClasses: Readonly<Record<string, string>> = {
  '25%': 'w-full sm:w-1/4',
  '50%': 'w-full sm:w-1/2',
  '75%': 'w-full sm:w-3/4',
  '100%': 'w-full',
};

/** The label's alignment inside a wide button (the button centres it by default). */
const labelAlignClasses = { '': '', left: 'justify-start text-left', center: '', right: 'justify-end text-right', justify: '' } as const;

/**
 * The button's width: `style.dimensions.width` (current) or `width` in percent (before 6.x).
 * A preset percentage is a class; any other length applies from a tablet up, as a phone's row
 * is narrow.
 */
function widthOf(data: Data): { className?: string; style?: CSSProperties } {
  const width = data.style.dimensions.width ?? (data.width === undefined ? undefined : `${data.width}%`);
  if (width === undefined || width === 'fill') return {};
  const preset = presetClass(widthClasses, width);
  if (preset !== undefined) return { className: preset };
  return { className: 'w-full sm:w-(--button-width) max-w-full', style: { '--button-width': width } as CSSProperties };
}

/**
 * A button on its own in the page (WordPress before 5.4 had no buttons row) sits in the text
 * column; `aligncenter`, its old centring class, centres it there.
 */
function InColumn({ block, className, children }: { readonly block: BlockProps<typeof definition>['block']; readonly className: string | undefined; readonly children: ReactNode }) {
  const flow = flowClass(block, 'text');
  if (flow === undefined) return children;
  return <div className={cn(flow, 'flex', hasClass(className, 'aligncenter') ? 'justify-center' : 'justify-start')}>{children}</div>;
}

function ButtonElement({ data }: { readonly data: Data }) {
  const variant = variantClasses[hasClass(data.className, 'is-style-outline') ? 'outline' : 'fill'];
  const width = widthOf(data);
  const className = cn(
    buttonBase,
    variant.border,
    presetClass(backgroundPresets, data.backgroundColor) ?? variant.background,
    presetClass(textPresets, data.textColor) ?? variant.text,
    width.className,
    labelAlignClasses[data.style.typography.textAlign || data.textAlign],
    data.className,
  );
  const label = cmsHtml(data.text);
  if (data.tagName === 'button') {
    return (
      <button id={data.anchor} type={data.type} title={data.title || undefined} className={className} style={width.style}>
        {label}
      </button>
    );
  }
  // A button without a URL (or with one the site refuses) keeps its look, as WordPress saves it.
  if (safeHref(data.url) === undefined) {
    return (
      <a id={data.anchor} className={className} style={width.style}>
        {label}
      </a>
    );
  }
  return (
    <CmsLink id={data.anchor} link={{ url: data.url, target: data.linkTarget }} rel={data.rel} className={className} style={width.style}>
      {label}
    </CmsLink>
  );
}

export default function CoreButton({ data, block }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.text)) return null;
  return (
    <InColumn block={block} className={data.className}>
      <ButtonElement data={data} />
    </InColumn>
  );
}
