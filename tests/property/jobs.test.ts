import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_SIZE, filterJobs, jobFilterOptions, jobLocationLabel, jobMatches, jobPage, NO_FILTERS, PAGE_SIZE, type Job, type JobFilters } from '../../renderers/ui/jobs';

const word = fc.constantFrom('Dallas, TX', 'Chicago, IL', 'Atlanta, GA', 'Full Time', 'Part Time', 'Leasing', 'Finance', 'Te', '');
const job: fc.Arbitrary<Job> = fc.record({
  title: fc.string(),
  content: fc.string(),
  link: fc.constant('https://careers.example/jobs/1'),
  allLocations: fc.array(word, { minLength: 1, maxLength: 3 }),
  type: word,
  category: word,
});
const jobs = fc.array(job, { maxLength: 40 });
const filters: fc.Arbitrary<JobFilters> = fc.record({ location: word, type: word, category: word });

describe('job filter matching', () => {
  it('empty filters match every job', () => {
    fc.assert(
      fc.property(jobs, (list) => {
        expect(filterJobs(list, NO_FILTERS)).toEqual(list);
      }),
    );
  });

  it('a job matches exactly when a location, the type and the category contain the selections', () => {
    fc.assert(
      fc.property(job, filters, (one, chosen) => {
        const expected = one.allLocations.some((l) => l.includes(chosen.location)) && one.type.includes(chosen.type) && one.category.includes(chosen.category);
        expect(jobMatches(one, chosen)).toBe(expected);
      }),
    );
  });

  it('filtering keeps the jobs in their order and narrows as a filter is added', () => {
    fc.assert(
      fc.property(jobs, filters, (list, chosen) => {
        const matched = filterJobs(list, chosen);
        expect(matched).toEqual(list.filter((one) => matched.includes(one)));
        expect(filterJobs(list, { ...NO_FILTERS, type: chosen.type }).length).toBeGreaterThanOrEqual(matched.length);
      }),
    );
  });

  it('options are the distinct non-blank values, sorted ascending, and every option matches a job', () => {
    fc.assert(
      fc.property(jobs, (list) => {
        const options = jobFilterOptions(list);
        for (const values of [options.location, options.type, options.category]) {
          expect(new Set(values).size).toBe(values.length);
          expect([...values].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(values);
        }
        for (const location of options.location) expect(filterJobs(list, { ...NO_FILTERS, location }).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('job pages', () => {
  it('pages partition the matches: 6 a page at first, 10 after a filter change', () => {
    fc.assert(
      fc.property(jobs, filters, fc.boolean(), (list, chosen, filtered) => {
        const first = jobPage(list, chosen, 1, filtered);
        const size = filtered ? PAGE_SIZE : FIRST_VIEW_SIZE;
        const all = Array.from({ length: first.pageCount }, (_, index) => jobPage(list, chosen, index + 1, filtered).jobs).flat();
        expect(all).toEqual(filterJobs(list, chosen));
        expect(first.jobs.length).toBe(Math.min(size, first.total));
      }),
    );
  });

  it('a page out of range shows the nearest page', () => {
    fc.assert(
      fc.property(jobs, fc.integer({ min: -5, max: 50 }), (list, page) => {
        const shown = jobPage(list, NO_FILTERS, page, true);
        expect(shown.page).toBeGreaterThanOrEqual(1);
        expect(shown.page).toBeLessThanOrEqual(shown.pageCount);
      }),
    );
  });

  it("a card says 'Multiple Locations' exactly when the job has more than one", () => {
    fc.assert(
      fc.property(job, (one) => {
        expect(jobLocationLabel(one)).toBe(one.allLocations.length > 1 ? 'Multiple Locations' : one.allLocations[0]);
      }),
    );
  });
});
