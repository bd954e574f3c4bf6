import type definition from '../block-schemas/core-file';
import type { BlockProps } from '../engine';
import { CmsLink, safeHref } from './ui/cms-link';
import { cn, flowClass } from './ui/cn';
import { cmsHtml, richTextIsEmpty } from './ui/rich-text';

const BUTTON =
  'inline-flex items-center rounded-full bg-freight px-5 py-2 text-sm font-semibold text-white no-underline transition-colors hover:bg-slate';

/** The file's own name (`brochure.pdf`), for a block whose name the editor removed. */
function nameFromUrl(href: string): string {
  const last = href.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? href;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * As WordPress saves it: the file's name as a link (to `textLinkHref`, the file or its
 * attachment page) and a download button. Files open in a new tab unless the block says
 * `_self`. A block whose name was removed shows the button alone, which then names the file
 * to screen readers; one with neither shows the file's own name.
 */
export default function CoreFile({ data, block }: BlockProps<typeof definition>) {
  const file = { url: data.href, target: '_blank' };
  const textLink = { url: data.textLinkHref || data.href, target: data.textLinkTarget === '_self' ? '_self' : '_blank' };
  const showButton = data.showDownloadButton && safeHref(data.href) !== undefined;
  const hasName = !richTextIsEmpty(data.fileName);
  const buttonText = richTextIsEmpty(data.downloadButtonText) ? 'Download' : cmsHtml(data.downloadButtonText);
  return (
    <div id={data.anchor} className={cn(flowClass(block, 'text'), 'flex flex-wrap items-center gap-x-4 gap-y-2', data.className)}>
      {hasName || !showButton ? (
        <CmsLink link={hasName ? textLink : file} className="font-medium text-freight underline underline-offset-2 hover:text-slate">
          {hasName ? cmsHtml(data.fileName) : nameFromUrl(data.href)}
        </CmsLink>
      ) : null}
      {showButton ? (
        <CmsLink link={file} className={BUTTON}>
          {buttonText}
          {hasName ? null : <span className="sr-only">{` ${nameFromUrl(data.href)}`}</span>}
        </CmsLink>
      ) : null}
    </div>
  );
}
