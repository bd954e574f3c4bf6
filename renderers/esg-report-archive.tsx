import type definition from '../block-schemas/esg-report-archive';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { CmsLink, linkKind, type CmsLinkValue } from './ui/cms-link';
import { cn } from './ui/cn';
import { ArrowRightIcon, DocumentIcon } from './ui/icons';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

/** `column_size` '50/50' splits evenly; otherwise the image takes one third and the text two. */
const columnClasses = {
  '50/50': { grid: 'md:grid-cols-2', text: undefined },
  '1/3': { grid: 'md:grid-cols-3', text: 'md:col-span-2' },
} as const;

/** A report link shows only when it has both a title and a URL we can link to. */
const shownReport = (link: CmsLinkValue | undefined): Array<CmsLinkValue & { readonly title: string }> => {
  const title = link?.title?.trim() ?? '';
  return link === undefined || title === '' || linkKind(link.url) === undefined ? [] : [{ ...link, title }];
};

/** Past ESG reports: a cover image beside the title, an introduction and the list of reports. */
export default function EsgReportArchive({ data, block }: BlockProps<typeof definition>) {
  const reports = data.report_links.flatMap((entry) => shownReport(entry.report_link));
  const image = data.meta.image;
  if (data.title === '' && richTextIsEmpty(data.subtitle) && reports.length === 0) return null;
  const heading = sectionHeading(block.path, data.title, data.anchor);
  const columns = columnClasses[data.column_size];
  return (
    <Section
      id={data.anchor}
      className={data.className}
      background={data.background_color}
      heading={heading}
      containerClassName={cn('grid items-center gap-10 lg:gap-16', image !== undefined && columns.grid)}
    >
      {image === undefined ? null : (
        <CmsImage image={image} corners={data.rounded_corners} sizes="(min-width: 768px) 40vw, 100vw" className="h-auto w-full max-w-xs object-cover shadow-sm md:max-w-none" />
      )}
      <div className={image === undefined ? undefined : columns.text}>
        <SectionHeading heading={heading} className={headingClasses.section} />
        <RichText html={data.subtitle} className={cn('mt-5 text-ink/85', proseClasses)} />
        {reports.length === 0 ? null : (
          <ul className="mt-8 divide-y divide-ink/15 border-y border-ink/15">
            {reports.map((report, index) => (
              <li key={`${index}-${report.url}`}>
                <CmsLink link={report} className="group flex items-center gap-3 py-4 text-lg font-semibold text-slate no-underline hover:text-freight">
                  <DocumentIcon className="size-5 text-freight" />
                  <span className="flex-1 underline-offset-4 group-hover:underline">{report.title}</span>
                  <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
                </CmsLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
