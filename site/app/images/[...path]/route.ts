import { noSuchFile } from '../../../server/not-found';

/** An `/images/…` path with no file in site/public/images: 404, never cached. */
export const dynamic = 'force-dynamic';

export { noSuchFile as GET };
