import { tokenRoute } from '../../../server/routes';

export const dynamic = 'force-dynamic';

export const GET = tokenRoute;
