'use client';

/**
 * The two buttons of the article's share row (share-row.tsx) that run in the browser: copy the
 * link ('Copy' → 'Copied!' → 'Copy' after 2 s), and download the article as a PDF made by the
 * site's own server route (which holds the PDF service token; the browser never sees it).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../renderers/ui/cn';
import { iconButton } from './share-style';

/** How long 'Copied!' shows before 'Copy' returns, and how long the PDF's temporary download link is kept. */
export const COPY_RESET_MS = 2000;
export const PDF_LINK_REMOVAL_MS = 3000;


function Tooltip({ id, children, visible }: { readonly id: string; readonly children: ReactNode; readonly visible: boolean }) {
  return (
    <span
      id={id}
      role="tooltip"
      className={cn(
        'pointer-events-none absolute -top-10 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate px-2.5 py-1 text-xs font-semibold text-white shadow',
        visible ? 'opacity-100' : 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100',
      )}
    >
      {children}
    </span>
  );
}

export function CopyLink({ url }: { readonly url: string }) {
  const [copied, setCopied] = useState(false);
  const tooltipId = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without the async clipboard (an insecure origin, a denied permission) the old way still works.
      const field = Object.assign(document.createElement('textarea'), { value: url, readOnly: true });
      field.style.position = 'fixed';
      field.style.opacity = '0';
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  };
  return (
    <span className="group relative inline-flex">
      <button type="button" onClick={copy} aria-label="Copy link" aria-describedby={tooltipId} className={iconButton}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </svg>
      </button>
      <Tooltip id={tooltipId} visible={copied}>
        {copied ? 'Copied!' : 'Copy'}
      </Tooltip>
      <span role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </span>
    </span>
  );
}

type PdfState = 'idle' | 'generating' | 'failed';

/** The browser gives up on a PDF after this long (the server's own limit is 30 s). */
export const PDF_CLIENT_TIMEOUT_MS = 45_000;

/** What a visitor reads when the PDF cannot be made. */
export const PDF_FAILED_TEXT = 'Sorry, the PDF could not be made just now.';

function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  link.dataset.pdfDownload = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(href);
  }, PDF_LINK_REMOVAL_MS);
}

/**
 * Download as PDF: a spinner while the PDF is made, then the file. When it cannot be
 * made (no browser on the server, a busy or failing service, a timeout, no network) the failure
 * is recorded as 'HTTP Error. Status = {status}', and the visitor is told so beside the button,
 * which stays active, with 'Try again' (a dimmed, disabled button would leave visitors with no
 * word and no way forward).
 */
export function DownloadPdf({ slug, fileName, endpoint }: { readonly slug: string; readonly fileName: string; readonly endpoint: string }) {
  const [state, setState] = useState<PdfState>('idle');
  const busy = useRef(false);
  const download = async () => {
    if (busy.current) return;
    busy.current = true;
    setState('generating');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug }),
        signal: AbortSignal.timeout(PDF_CLIENT_TIMEOUT_MS),
      });
      if (!response.ok) {
        console.error(`HTTP Error. Status = ${response.status}`);
        setState('failed');
        return;
      }
      saveFile(await response.blob(), fileName);
      setState('idle');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      setState('failed');
    } finally {
      busy.current = false;
    }
  };
  return (
    <>
      <span className="group relative inline-flex">
        <button
          type="button"
          onClick={download}
          disabled={state === 'generating'}
          aria-label="Download as PDF"
          aria-busy={state === 'generating'}
          data-state={state}
          className={cn(iconButton, state === 'generating' && 'cursor-progress')}
        >
          {state === 'generating' ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin" fill="none" stroke="currentColor" strokeWidth="2.5" data-spinner="">
              <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 20h14" />
            </svg>
          )}
        </button>
      </span>
      <span role="status" className="sr-only">
        {state === 'generating' ? 'Preparing the PDF' : ''}
      </span>
      {/* Always present, so the message is announced when it appears. */}
      <span role="alert" className={cn('basis-full text-sm text-ink sm:basis-auto', state !== 'failed' && 'hidden')}>
        {state === 'failed' ? (
          <>
            {`${PDF_FAILED_TEXT} `}
            <button type="button" onClick={download} className="font-semibold text-freight underline underline-offset-4 hover:text-slate">
              Try again
            </button>
          </>
        ) : null}
      </span>
    </>
  );
}
