import type definition from '../block-schemas/job-opening';
import type { BlockProps } from '../engine';
import { jobFilterOptions, jobLocationLabel, type Job } from './ui/jobs';
import { JobList } from './job-opening.client';
import { CmsLink } from './ui/cms-link';
import { RichText } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { eyebrowClasses, headingClasses } from './ui/typography';

/** A job's card: location, title and content; the whole card opens the job in a new tab. */
function JobCard({ job }: { readonly job: Job }) {
  return (
    <article className="group relative flex h-full flex-col rounded-tr-[40px] border-2 border-ink/10 bg-white p-6 transition-colors hover:border-freight md:p-8">
      <p className={eyebrowClasses.light}>{jobLocationLabel(job)}</p>
      <h3 className={`${headingClasses.card} mt-2`}>
        <CmsLink link={{ url: job.link, target: '_blank' }} className="after:absolute after:inset-0 group-hover:underline">
          {job.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </CmsLink>
      </h3>
      <RichText html={job.content} className="mt-3 text-base leading-relaxed text-ink/80" />
      <p className="mt-auto pt-5 text-sm text-ink/70">
        {job.type}
        {job.category === '' ? '' : ` · ${job.category}`}
      </p>
    </article>
  );
}

/** The job listings: the feed's jobs with the three filters and numbered pages; nothing when the feed failed. */
export default async function JobOpening({ data, ctx, block }: BlockProps<typeof definition>) {
  const feed = await ctx.site.jobs();
  if (!feed.ok) return null;
  const heading = sectionHeading(block.path, data.main_header, data.anchor);
  const listings = feed.jobs.map((job, index) => ({ allLocations: job.allLocations, type: job.type, category: job.category, key: `${index}:${job.link}`, card: <JobCard job={job} /> }));
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      <SectionHeading heading={heading} className={`${headingClasses.section} mb-8`} />
      <JobList listings={listings} options={jobFilterOptions(feed.jobs)} />
    </Section>
  );
}
