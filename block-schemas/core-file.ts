import { z } from 'zod';
import { choice, defineBlock, flag, html, text } from '../engine';

const HREF_MESSAGE = 'A file block needs the URL of its file';

/**
 * core/file: a link to the file (its name) and a download button. The name links to
 * `textLinkHref` (the file, or its attachment page) in `textLinkTarget`; the site opens files in
 * a new tab unless the block says otherwise.
 */
export default defineBlock({
  names: ['core/file'],
  fields: {
    href: z.preprocess((value) => value ?? '', z.string({ error: HREF_MESSAGE }).trim().min(1, HREF_MESSAGE)),
    fileName: html(),
    textLinkHref: text(),
    textLinkTarget: choice(['', '_blank', '_self']),
    downloadButtonText: html(),
    // WordPress omits the attribute when it keeps its default, which is to show the button.
    showDownloadButton: flag().default(true),
  },
});
