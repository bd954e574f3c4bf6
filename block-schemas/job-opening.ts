import { defineBlock, text } from '../engine';

/** acf/job-opening: the job listings with three filters; the jobs come from the CMS job feed. */
export default defineBlock({
  names: ['acf/job-opening'],
  fields: {
    main_header: text(),
  },
});
