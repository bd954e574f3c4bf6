/**
 * The article's share row, rendered on the server: copy the link and download the PDF are client
 * leaves (share-row.client.tsx); sharing on LinkedIn is a plain link.
 */
import { CopyLink, DownloadPdf } from './share-row.client';
import { iconButton } from './share-style';

export interface ShareRowProps {
  /** The page's public URL: what is copied and shared. */
  readonly url: string;
  /** `{slug of the title}.pdf`. */
  readonly fileName: string;
  readonly slug: string;
  /** The same-origin route that answers the article's PDF. */
  readonly pdfEndpoint?: string;
}

/** LinkedIn's share-offsite URL for a page. */
export const linkedInShareUrl = (url: string): string => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;

export function ShareRow({ url, fileName, slug, pdfEndpoint = '/api/pdf/article/' }: ShareRowProps) {
  return (
    <div data-share-row="" className="flex flex-wrap items-center gap-4 print:hidden">
      <p className="mr-2 text-sm font-semibold uppercase tracking-wide text-freight">Share</p>
      <CopyLink url={url} />
      <a href={linkedInShareUrl(url)} target="_blank" rel="noopener noreferrer" aria-label="Share on LinkedIn" className={iconButton}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.1c0-1.22-.02-2.78-1.7-2.78-1.7 0-1.96 1.33-1.96 2.7V21h-4z" />
        </svg>
      </a>
      <DownloadPdf slug={slug} fileName={fileName} endpoint={pdfEndpoint} />
    </div>
  );
}
