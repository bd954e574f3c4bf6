import { tokenRoute } from '../../../forms/endpoints';

export const dynamic = 'force-dynamic';

export const GET = tokenRoute;
