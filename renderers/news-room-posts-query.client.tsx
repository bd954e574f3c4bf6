'use client';
/**
 * The news index's leaves (news-room-posts-query.impl.tsx), loaded lazily (see lazy-leaf.tsx): only
 * the news index fetches them. No Suspense boundary of their own: the index's HTML is in place from
 * the first paint (React sends a boundary's HTML of more than 500 bytes after the page's, shown by a
 * script). Until they have hydrated the filters' options and the cards are links, and a tap on a
 * dropdown or on 'Load More' is kept by the page's loader and done once they have.
 */
import { lazyLeaf } from './ui/lazy-leaf';

import type { NewsFilterBarProps, NewsPostListProps } from './news-room-posts-query.impl';

export type { FilterGroup, FilterOption, NewsFilterBarProps, NewsPostListProps } from './news-room-posts-query.impl';

export const NewsFilterBar = lazyLeaf<NewsFilterBarProps>(() => import('./news-room-posts-query.impl').then((module) => ({ default: module.NewsFilterBar })), { boundary: false });
export const NewsPostList = lazyLeaf<NewsPostListProps>(() => import('./news-room-posts-query.impl').then((module) => ({ default: module.NewsPostList })), { boundary: false });
