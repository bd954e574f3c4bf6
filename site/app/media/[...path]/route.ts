import { noSuchFile } from '../../../server/not-found';

/** A `/media/…` path with no file in site/public/media: 404, never cached. */
export const dynamic = 'force-dynamic';

export { noSuchFile as GET };
