import { noSuchFile } from '../../../server/not-found';

/** A `/maps/…` path with no file in site/public/maps: 404, never cached. */
export const dynamic = 'force-dynamic';

export { noSuchFile as GET };
