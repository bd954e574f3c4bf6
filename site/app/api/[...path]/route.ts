import { noSuchEndpoint } from '../../../server/not-found';

/** Any `/api/…` path no API route serves: 404 in JSON, never cached. */
export const dynamic = 'force-dynamic';

export { noSuchEndpoint as GET, noSuchEndpoint as POST, noSuchEndpoint as PUT, noSuchEndpoint as PATCH, noSuchEndpoint as DELETE };
