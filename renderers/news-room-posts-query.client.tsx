'use client';
/**
 * The news index's leaves (news-room-posts-query.impl.tsx), loaded lazily (see lazy-leaf.tsx): only
 * the news index fetches them. No Suspense boundary of their own: the index's HTML is in place from
 * the first paint (React sends a boundary's HTML of more than 500 bytes after the page's, shown by a
 * script). The cards are the server's; until the leaves have hydrated the filters' options are links, and a tap on a
 * dropdown or on 'Load More' is kept by the page's loader and done once they have.
 */
import { lazyLeaf } from './ui/lazy-leaf';

import type { MorePostsProps, NewsFilterBarProps } from './news-room-posts-query.impl';

export type { FilterGroup, FilterOption, MorePostsProps, NewsFilterBarProps } from './news-room-posts-query.impl';

export const NewsFilterBar = lazyLeaf<NewsFilterBarProps>(() => import('./news-room-posts-query.impl').then((module) => ({ default: module.NewsFilterBar })));
export const MorePosts = lazyLeaf<MorePostsProps>(() => import('./news-room-posts-query.impl').then((module) => ({ default: module.MorePosts })));
