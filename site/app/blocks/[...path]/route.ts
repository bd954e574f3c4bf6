import { noSuchFile } from '../../../server/not-found';

/** A `/blocks/…` path the catalogue does not have (an unknown `/blocks/schema/x.json`): 404, never cached. */
export const dynamic = 'force-dynamic';

export { noSuchFile as GET };
