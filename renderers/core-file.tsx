import type definition from '../block-schemas/core-file';
import type { BlockProps } from '../engine';
import { CmsLink, safeHref } from './ui/cms-link';
import { cn, flowClass } from './ui/cn';
import { cmsHtml, richTextIsEmpty } from './ui/rich-text';

const BUTTON =
  'inline-flex items-center rounded-full bg-freight px-5 py-2 text-sm font-semibold text-white no-underline transition-colors hover:bg-slate';

/** The file's own name (`brochure.pdf`) when the editor gave it none. */
function nameFromUrl(href: string): string {
  const last = href.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? href;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export default function CoreFile({ data, block }: BlockProps<typeof definition>) {
  const link = { url: data.href, target: '_blank' };
  const name = richTextIsEmpty(data.fileName) ? nameFromUrl(data.href) : cmsHtml(data.fileName);
  // A URL we refuse to link leaves the name as plain text; a button to nowhere would mislead.
  const showButton = data.showDownloadButton && safeHref(data.href) !== undefined;
  const buttonText = richTextIsEmpty(data.downloadButtonText) ? 'Download' : cmsHtml(data.downloadButtonText);
  return (
    <div id={data.anchor} className={cn(flowClass(block, 'text'), 'flex flex-wrap items-center gap-x-4 gap-y-2', data.className)}>
      <CmsLink link={link} className="font-medium text-freight underline underline-offset-2 hover:text-slate">
        {name}
      </CmsLink>
      {showButton ? (
        <CmsLink link={link} className={BUTTON}>
          {buttonText}
        </CmsLink>
      ) : null}
    </div>
  );
}
