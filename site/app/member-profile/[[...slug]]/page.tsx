import type { Metadata } from 'next';
import { getPageByUri } from '../../../cms/loaders';
import { pageMetadata } from '../../../metadata';
import { CmsPageView, toUri } from '../../../page-blocks';

interface RouteProps {
  readonly params: Promise<{ slug?: string[] }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The first value of `member`: `?member=a&member=b` is `a`, as the runtime's modal reads it. */
const firstMember = (params: Record<string, string | string[] | undefined>) => {
  const value = params.member;
  return Array.isArray(value) ? value[0] : value;
};

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const page = await getPageByUri(toUri((await params).slug));
  // The page's own metadata: its canonical address is the page without `?member=`.
  return page ? pageMetadata(page) : {};
}

/**
 * A CMS page opened with `?member=` (a shared or typed link to a profile, or one from the CMS
 * without the profile's fragment): the page rendered per request with that member's profile open
 * in its HTML, so it shows before and without the runtime, which then takes it over as its modal.
 * `next.config.ts` rewrites such requests here (memberProfileRewrite); this path itself is not a
 * CMS page, so the proxy answers it with the not-found page.
 */
export default async function MemberProfilePage({ params, searchParams }: RouteProps) {
  const member = firstMember(await searchParams);
  return <CmsPageView uri={toUri((await params).slug)} searchParams={member === undefined ? {} : { member }} />;
}
