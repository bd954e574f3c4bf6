import type definition from '../block-schemas/downloads';
import type { BlockData, BlockProps } from '../engine';
import { CmsLink, linkKind, type CmsLinkValue } from './ui/cms-link';
import { cn } from './ui/cn';
import { DocumentIcon, DownloadIcon } from './ui/icons';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

type Download = BlockData<typeof definition>['downloads'][number];

interface Edition {
  readonly language: 'English' | 'Spanish';
  readonly url: string;
  readonly date: string;
}

/** The editions of a document that can be downloaded, English first. */
function editions(item: Download): Edition[] {
  const candidates = [
    { language: 'English', link: item.english_pdf, date: item.english_date },
    { language: 'Spanish', link: item.spanish_pdf, date: item.spanish_date },
  ] as const;
  return candidates.flatMap(({ language, link, date }) =>
    link === undefined || linkKind(link.url) === undefined ? [] : [{ language, url: link.url, date: date.trim() }],
  );
}

/** 'Download English PDF (Mar. 2024)'; without a date, 'Download English PDF'. */
const editionLabel = (edition: Edition): string => `Download ${edition.language} PDF${edition.date === '' ? '' : ` (${edition.date})`}`;

function EditionLink({ edition, title }: { readonly edition: Edition; readonly title: string }) {
  const link: CmsLinkValue = { url: edition.url, target: '_blank' };
  return (
    <CmsLink link={link} className="inline-flex items-center gap-2 rounded-full border-2 border-freight px-4 py-2 text-sm font-semibold text-freight no-underline transition-colors hover:bg-freight hover:text-white">
      <DownloadIcon className="size-4" />
      {editionLabel(edition)}
      <span className="sr-only">: {title}</span>
    </CmsLink>
  );
}

/** Documents in English and Spanish, each edition a PDF that opens in a new tab. */
export default function Downloads({ data, block }: BlockProps<typeof definition>) {
  const documents = data.downloads.flatMap((item) => {
    const available = editions(item);
    return item.title.trim() === '' || available.length === 0 ? [] : [{ title: item.title.trim(), editions: available }];
  });
  if (documents.length === 0) return null;
  const heading = sectionHeading(block.path, data.main_header, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-8 max-w-3xl md:mb-12', headingClasses.section)} />
      {data.downloads_header === '' ? null : (
        <p className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-freight">{data.downloads_header}</p>
      )}
      <ul className="divide-y divide-ink/15 border-y border-ink/15">
        {documents.map((document, index) => (
          <li key={`${index}-${document.title}`} className="flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between md:gap-10">
            <p className="flex items-start gap-3 text-lg font-semibold leading-snug text-slate">
              <DocumentIcon className="mt-0.5 size-6 text-freight" />
              {document.title}
            </p>
            <p className="flex flex-wrap gap-3 md:shrink-0 md:justify-end">
              {document.editions.map((edition) => (
                <EditionLink key={edition.language} edition={edition} title={document.title} />
              ))}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
