/**
 * What a build prerenders, given a WordPress that may be slow. Each page is read while the build
 * lists its pages; the answer lands in Next's data cache, where the page's own render finds it. A
 * page the CMS does not answer in time (a transient failure after the client's retries: no answer,
 * a timeout, a 5xx) is left out of the list, so it is rendered on its first request like any page
 * the list does not name, instead of failing the whole build; the build says which pages it left.
 * Any other failure (an answer WordPress refuses) still fails the build: it would fail on request too.
 */
import { CmsError } from './cms-error';

/** The items whose page `read` could fetch; the rest are named in one warning. */
export async function prerenderable<T>(items: readonly T[], read: (item: T) => Promise<unknown>, name: (item: T) => string): Promise<T[]> {
  const fetched = await Promise.all(
    items.map((item) =>
      read(item).then(
        () => true,
        (error: unknown) => {
          if (error instanceof CmsError && error.transient) return false;
          throw error;
        },
      ),
    ),
  );
  const left = items.filter((_, index) => !fetched[index]);
  if (left.length > 0) {
    console.warn(`Left to render on first request, the CMS did not answer in time (${left.length}): ${left.map(name).join(', ')}`);
  }
  return items.filter((_, index) => fetched[index]);
}
