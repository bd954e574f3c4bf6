/**
 * What the article page asks the PDF service for: the file name from the title, the
 * article's public URL, the site frame hidden, the cookie banner accepted and nothing animated.
 */
import { pdfFileName } from '../../../renderers/ui/format';
import type { CmsPostNode } from '../../cms/loaders';
import { publicUrl } from '../../metadata';
import type { PdfRequest } from '../../pdf/service';

/** The cookie-consent banner's accept button, when the page shows one. */
export const COOKIE_ACCEPT_SELECTOR = '[data-cookie-accept]';

/** Turns off animations and transitions, and shows the sections that fade in on scroll (`data-fade`). */
export const ANIMATIONS_OFF_CSS = '*,*::before,*::after{animation:none!important;transition:none!important}[data-fade]{opacity:1!important;transform:none!important}';

export function articlePdfRequest(post: Pick<CmsPostNode, 'title' | 'uri'>): PdfRequest {
  return {
    pdfFileName: pdfFileName(post.title),
    link: publicUrl(post.uri),
    itemsToHide: ['header', 'footer'],
    itemsToClick: [COOKIE_ACCEPT_SELECTOR],
    itemsToStyle: ANIMATIONS_OFF_CSS,
  };
}
