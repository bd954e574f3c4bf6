import type definition from '../block-schemas/core-button';
import type { BlockProps } from '../engine';
import { buttonBase } from './ui/button';
import { CmsLink } from './ui/cms-link';
import { backgroundPresets, cn, hasClass, presetClass, textPresets } from './ui/cn';
import { cmsHtml, richTextIsEmpty } from './ui/rich-text';


const variantClasses = {
  fill: { background: 'bg-freight hover:bg-slate', text: 'text-white', border: 'border-transparent' },
  outline: { background: 'bg-transparent hover:bg-freight/10', text: 'text-slate', border: 'border-current' },
} as const;

/** The editor's width setting, in percent of the row. */
const widthClasses: Readonly<Record<string, string>> = {
  '25': 'w-full sm:w-1/4',
  '50': 'w-full sm:w-1/2',
  '75': 'w-full sm:w-3/4',
  '100': 'w-full',
};

export default function CoreButton({ data }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.text)) return null;
  const variant = variantClasses[hasClass(data.className, 'is-style-outline') ? 'outline' : 'fill'];
  return (
    <CmsLink
      id={data.anchor}
      link={{ url: data.url, target: data.linkTarget }}
      rel={data.rel}
      className={cn(
        buttonBase,
        variant.border,
        presetClass(backgroundPresets, data.backgroundColor) ?? variant.background,
        presetClass(textPresets, data.textColor) ?? variant.text,
        presetClass(widthClasses, data.width === undefined ? undefined : String(data.width)),
        data.className,
      )}
    >
      {cmsHtml(data.text)}
    </CmsLink>
  );
}
