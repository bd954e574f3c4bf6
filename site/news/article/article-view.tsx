/**
 * The article page, in order: eyebrow and title, the byline when the post displays its
 * author, the lead image or bold paragraph, the body through the engine, the share row, the
 * 'About {company}' box with the contact list, and the way back to the index.
 *
 * The page's own parts are `div`s, not `header`/`footer` elements: the PDF renderer hides
 * `header` and `footer` (the PDF request's `itemsToHide`) to drop the site frame, and must not
 * drop these.
 */
import { RouteLink } from '../../../renderers/ui/route-link';
import type { ReactNode } from 'react';
import { CmsImage } from '../../../renderers/ui/cms-image';
import { cn, contentColumn } from '../../../renderers/ui/cn';
import { formatPhoneDisplay, formatPostDate, telHref } from '../../../renderers/ui/format';
import { RichText, richTextIsEmpty, unwrapElement } from '../../../renderers/ui/rich-text';
import type { CmsPostNode } from '../../cms/loaders';
import { NEWS_INDEX_PATH } from '../routes';
import type { ArticleContact } from './contacts';

const column = contentColumn.text;

/**
 * Only in print and in the PDF: the company's logo and the article's address, so a copy that
 * leaves the site still says whose it is and where it lives (the site frame is not printed).
 */
export function ArticlePrintHead({ company, url }: { readonly company: string; readonly url: string }) {
  return (
    <div data-print-head="" className={cn(column, 'hidden items-center justify-between gap-6 border-b border-cement pb-4 pt-2 print:flex')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
      <img src="/images/logo.svg" alt={company} width={176} height={38} className="h-9 w-auto" />
      <p className="text-right text-xs text-ink/75 [overflow-wrap:anywhere]">{url}</p>
    </div>
  );
}

export function ArticleHead({ post }: { readonly post: CmsPostNode }) {
  const category = post.categories[0]?.name ?? '';
  const centered = post.titleAlignment === 'center';
  return (
    <div className={cn(column, 'pt-12 md:pt-20', centered && 'text-center')}>
      <p className="text-sm font-semibold uppercase tracking-wide text-freight">
        {category ? (
          <>
            {category}
            {' | '}
          </>
        ) : null}
        <time dateTime={post.date.slice(0, 10)}>{formatPostDate(post.date, category)}</time>
      </p>
      <h1 className="mt-4 text-3xl font-semibold leading-tight tracking-tight text-balance text-slate md:text-5xl">{post.title}</h1>
      {post.author ? (
        <p className="mt-6 text-base text-ink" data-byline="">
          <span className="font-semibold">By {post.author.name}</span>
          {post.author.title ? <span className="text-freight">, {post.author.title}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

export function ArticleLead({ post }: { readonly post: CmsPostNode }) {
  if (post.lead?.type === 'image') {
    return (
      <div className={cn(contentColumn.main, 'mt-10 md:mt-14')}>
        <div className="aspect-[16/9] overflow-hidden rounded-tr-[40px] rounded-bl-[40px] bg-cement">
          <CmsImage image={post.lead.image} preload className="h-full w-full object-cover" sizes="(min-width: 1152px) 1088px, 100vw" />
        </div>
      </div>
    );
  }
  if (post.lead?.type === 'paragraph') {
    return (
      <div className={cn(column, 'mt-8 md:mt-10')}>
        <RichText as="p" html={unwrapElement(post.lead.text, ['p'])} className="text-xl font-semibold leading-relaxed text-slate md:text-2xl" />
      </div>
    );
  }
  return null;
}

function ContactItem({ contact }: { readonly contact: ArticleContact }) {
  const tel = telHref(contact.phone);
  return (
    <li className="space-y-1">
      {contact.name ? <p className="font-semibold text-slate">{contact.name}</p> : null}
      <RichText html={contact.html} className="space-y-1" />
      {tel ? (
        <p>
          <a href={tel} className="text-freight underline underline-offset-4 hover:text-slate">
            {formatPhoneDisplay(contact.phone)}
          </a>
        </p>
      ) : null}
      {contact.email ? (
        <p>
          <a href={`mailto:${contact.email}`} className="break-all text-freight underline underline-offset-4 hover:text-slate">
            {contact.email}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** 'About {company}', the boilerplate, then 'Contact:' and the list (absent when hidden). */
export function AboutBox({ company, html, contacts }: { readonly company: string; readonly html: string; readonly contacts: readonly ArticleContact[] }) {
  if (richTextIsEmpty(html) && contacts.length === 0) return null;
  return (
    <section aria-labelledby="about-company" className={cn(column, 'mt-14')}>
      <div className="rounded-tl-[40px] rounded-br-[40px] bg-lightest px-6 py-8 md:px-10 md:py-10">
        <h2 id="about-company" className="text-xl font-semibold text-slate md:text-2xl">
          About {company}
        </h2>
        <RichText html={html} className="mt-4 space-y-4 leading-relaxed" />
        {contacts.length > 0 ? (
          <div className="mt-6 border-t border-cement pt-6" data-contacts="">
            <p className="font-semibold text-slate">Contact:</p>
            <ul className="mt-3 grid gap-5 sm:grid-cols-2">
              {contacts.map((contact) => (
                <ContactItem key={contact.key} contact={contact} />
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function BackToNews() {
  return (
    <div className={cn(column, 'mt-12 pb-20 print:hidden')}>
      <RouteLink href={NEWS_INDEX_PATH} className="inline-flex items-center gap-2 font-semibold text-freight underline-offset-4 hover:text-slate hover:underline">
        <span aria-hidden="true">←</span> Back to news &amp; insights
      </RouteLink>
    </div>
  );
}

/** The article's frame: light mode whatever the page around it does. */
export function ArticleFrame({ children }: { readonly children: ReactNode }) {
  return (
    <article data-theme="light" className="bg-white text-ink [color-scheme:light]">
      {children}
    </article>
  );
}

export function ArticleShareSlot({ children }: { readonly children: ReactNode }) {
  return (
    <div className={cn(column, 'mt-12 print:hidden')}>
      <div className="border-t border-cement pt-8">{children}</div>
    </div>
  );
}
