/**
 * The news index's interactive parts (loaded through news-room-posts-query.client.tsx). The filters are links (each option is the index URL with
 * that filter changed), so a filtered view is a URL that can be shared, reloaded or opened
 * without JavaScript; this leaf only adds the dropdowns' behaviour: one open at a time, closed
 * by an outside click, Escape or leaving it. The server draws the first page of cards; 'Load More'
 * asks the server's JSON route for 6 more, and fetches the card's code (with next/image's) with them.
 */
import { RouteLink } from './ui/route-link';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
// The module itself, not the engine's index: this file runs in the browser.
import { isRecord } from '../engine/record';
import { buttonClasses } from './ui/button';
import { cn } from './ui/cn';
import { NEWS_LOAD_MORE_COUNT } from './ui/news-filter';
import type { PostCardData } from './ui/post-card';

export interface FilterOption {
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

export interface FilterGroup {
  readonly id: 'category' | 'tag' | 'year';
  /** The group's name, e.g. 'categories' for the tag dropdown. */
  readonly label: string;
  /** What the closed dropdown shows: the chosen option, or the label. */
  readonly value: string;
  readonly options: readonly FilterOption[];
}

type DropdownId = 'category' | 'tag' | 'year';

interface DropdownProps {
  readonly group: FilterGroup;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onClose: () => void;
  readonly className?: string;
}

function Chevron({ open }: { readonly open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M5 8l5 5 5-5" />
    </svg>
  );
}

/** A disclosure button over a list of filter links (the WAI-ARIA disclosure pattern). */
function Dropdown({ group, open, onToggle, onClose, className }: DropdownProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeAndFocus = () => {
    onClose();
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeAndFocus();
    }
  };
  return (
    <div
      className={cn('relative', className)}
      data-dropdown={group.id}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className="flex w-full min-w-0 items-center justify-between gap-3 rounded-full sm:min-w-40 border-2 border-freight bg-white px-5 py-2.5 text-sm font-semibold uppercase tracking-wide text-freight hover:bg-freight/10"
      >
        <span className="min-w-0 truncate">
          <span className="sr-only">{group.label}: </span>
          {group.value}
        </span>
        <Chevron open={open} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={group.label}
        className="absolute left-0 z-30 mt-2 max-h-80 w-full overflow-y-auto rounded-2xl sm:w-max sm:min-w-full sm:max-w-xs border border-cement bg-white py-2 shadow-xl"
      >
        {group.options.map((option) => (
          <li key={option.href}>
            <RouteLink
              href={option.href}
              scroll={false}
              aria-current={option.current ? 'true' : undefined}
              onClick={onClose}
              className={cn('block px-5 py-2.5 text-[15px] hover:bg-lightest focus-visible:bg-lightest', option.current ? 'font-semibold text-slate' : 'text-ink')}
            >
              {option.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The category filter as a row of buttons (desktop). */
function CategoryButtons({ group }: { readonly group: FilterGroup }) {
  return (
    <ul aria-label="Filter by category" className="hidden flex-wrap gap-3 md:flex">
      {group.options.map((option) => (
        <li key={option.href}>
          <RouteLink
            href={option.href}
            scroll={false}
            aria-current={option.current ? 'true' : undefined}
            className={cn(
              'inline-flex rounded-full border-2 px-5 py-2 text-sm font-semibold uppercase tracking-wide transition-colors',
              option.current ? 'border-freight bg-freight text-white' : 'border-cement bg-white text-slate hover:border-freight',
            )}
          >
            {option.label}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

export interface NewsFilterBarProps {
  readonly groups: { readonly category: FilterGroup; readonly tag: FilterGroup; readonly year: FilterGroup };
  /** The unfiltered index, when any filter is set. */
  readonly clearHref: string | undefined;
}

export function NewsFilterBar({ groups, clearHref }: NewsFilterBarProps) {
  const [open, setOpen] = useState<DropdownId | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const openDropdown = barRef.current?.querySelector(`[data-dropdown="${open}"]`);
      if (!(event.target instanceof Node) || !openDropdown?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const dropdown = (group: FilterGroup, className?: string) => (
    <Dropdown group={group} open={open === group.id} onToggle={() => setOpen(open === group.id ? null : group.id)} onClose={close} className={className} />
  );

  return (
    <div ref={barRef} role="group" aria-label="Filter articles" className="flex flex-col gap-4 border-b border-cement pb-8 md:gap-6">
      <CategoryButtons group={groups.category} />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        {dropdown(groups.category, 'col-span-2 md:hidden')}
        {dropdown(groups.tag)}
        {dropdown(groups.year)}
        {clearHref ? (
          <RouteLink href={clearHref} scroll={false} className="col-span-2 justify-self-start px-2 py-2 text-sm font-semibold uppercase tracking-wide text-freight underline underline-offset-4 hover:text-slate sm:ml-2">
            clear all
          </RouteLink>
        ) : null}
      </div>
    </div>
  );
}

/** What the server's JSON route answers: a page of cards. */
interface PostPage {
  readonly posts: readonly PostCardData[];
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}

const isPostPage = (value: unknown): value is PostPage => isRecord(value) && Array.isArray(value.posts) && typeof value.hasNextPage === 'boolean';

export interface MorePostsProps {
  /** The ids of the posts the server rendered (a post already shown is not repeated). */
  readonly shown: readonly number[];
  /** Where the next page starts, and whether there is one. */
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
  /** The filter as a query string (`category=news&year=2023`), for the JSON route. */
  readonly query: string;
  /** The JSON route that pages and filters posts on the server. */
  readonly endpoint?: string;
  /** The server's cards after the featured one, each an `<li>`. */
  readonly children?: ReactNode;
}

type LoadState = 'idle' | 'loading' | 'failed';

/** The card of the posts 'Load More' brings, fetched with the first of them (the server drew the others). */
type Card = (props: { readonly post: PostCardData; readonly linkRef: (element: HTMLAnchorElement | null) => void }) => ReactNode;

const loadCard = (): Promise<Card> =>
  import('./ui/post-card').then(
    ({ PostCard }) =>
      function MoreCard(props) {
        return <PostCard {...props} />;
      },
  );

/**
 * 'Load More': each answer's new posts are appended (a post already shown is not repeated) and
 * the first of them takes the focus, so keyboard users continue where they were.
 */
function useMorePosts({ shown, endCursor, hasNextPage, query, endpoint = '/api/news/' }: MorePostsProps) {
  const [posts, setPosts] = useState<readonly PostCardData[]>([]);
  const [card, setCard] = useState<{ readonly Card: Card } | null>(null);
  const [cursor, setCursor] = useState({ after: endCursor, more: hasNextPage });
  const [state, setState] = useState<LoadState>('idle');
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    links.current[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [posts]);

  const loadMore = async () => {
    if (state === 'loading' || !cursor.after) return;
    setState('loading');
    const params = new URLSearchParams(query);
    params.set('after', cursor.after);
    params.set('first', String(NEWS_LOAD_MORE_COUNT));
    try {
      const [response, Card] = await Promise.all([fetch(`${endpoint}?${params.toString()}`, { headers: { accept: 'application/json' } }), card?.Card ?? loadCard()]);
      const page: unknown = response.ok ? await response.json() : undefined;
      if (!isPostPage(page)) throw new Error(`HTTP Error. Status = ${response.status}`);
      focusFrom.current = posts.length;
      setCard({ Card });
      setPosts([...posts, ...page.posts.filter((post) => !shown.includes(post.id) && !posts.some((added) => added.id === post.id))]);
      setCursor({ after: page.endCursor, more: page.hasNextPage });
      setState('idle');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      setState('failed');
    }
  };

  const linkRef = (index: number) => (element: HTMLAnchorElement | null) => void (links.current[index] = element);
  return { posts, Card: card?.Card, more: cursor.more, state, loadMore, linkRef };
}

function LoadMore({ state, onClick }: { readonly state: LoadState; readonly onClick: () => void }) {
  return (
    <div className="mt-14 flex flex-col items-center gap-3">
      <button type="button" onClick={onClick} disabled={state === 'loading'} aria-busy={state === 'loading'} className={cn(buttonClasses.secondary, 'min-w-44 disabled:cursor-progress disabled:opacity-60')}>
        {state === 'loading' ? 'Loading…' : 'Load More'}
      </button>
      {state === 'failed' ? <p className="text-sm text-freight">More articles could not be loaded. Try again.</p> : null}
    </div>
  );
}

/** The grid of cards after the featured one (the server's, then those 'Load More' brought), the count, and 'Load More'. */
export function MorePosts(props: MorePostsProps) {
  const { posts, Card, more, state, loadMore, linkRef } = useMorePosts(props);
  const { shown, children } = props;
  return (
    <>
      {shown.length > 1 || posts.length > 0 ? (
        <ul className="grid gap-x-10 gap-y-14 pt-12 md:grid-cols-2 md:pt-16">
          {children}
          {Card === undefined
            ? null
            : posts.map((post, index) => (
                <li key={post.id} className="flex">
                  <Card post={post} linkRef={linkRef(index)} />
                </li>
              ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {state === 'failed' ? 'More articles could not be loaded. Try again.' : `${shown.length + posts.length} articles shown`}
      </p>
      {more ? <LoadMore state={state} onClick={loadMore} /> : null}
    </>
  );
}
