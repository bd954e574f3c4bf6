import { noSuchFile } from '../../../server/not-found';

/** A `/wp-content/…` path with no file in site/public/wp-content: 404, never cached. */
export const dynamic = 'force-dynamic';

export { noSuchFile as GET };
