import { noSuchFile } from '../../../server/not-found';

/** A `/files/…` path with no file in site/public/files: 404, never cached. */
export const dynamic = 'force-dynamic';

export { noSuchFile as GET };
