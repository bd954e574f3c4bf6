import { z } from 'zod';
import { defineBlock, flag, html } from '../engine';

const HREF_MESSAGE = 'A file block needs the URL of its file';

/** core/file: a download link (and button) that opens the file in a new tab. */
export default defineBlock({
  names: ['core/file'],
  fields: {
    href: z.preprocess((value) => value ?? '', z.string({ error: HREF_MESSAGE }).trim().min(1, HREF_MESSAGE)),
    fileName: html(),
    downloadButtonText: html(),
    // WordPress omits the attribute when it keeps its default, which is to show the button.
    showDownloadButton: flag().default(true),
  },
});
