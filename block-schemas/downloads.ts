import { defineBlock, repeater, text } from '../engine';
import { urlLink } from './shared/fields';

/**
 * acf/downloads: documents published in English and Spanish; each PDF is
 * an uploaded file (its URL) with the date of that edition.
 */
export default defineBlock({
  names: ['acf/downloads'],
  fields: {
    main_header: text(),
    downloads_header: text(),
    downloads: repeater({
      title: text(),
      english_pdf: urlLink(),
      english_date: text(),
      spanish_pdf: urlLink(),
      spanish_date: text(),
    }),
  },
});
