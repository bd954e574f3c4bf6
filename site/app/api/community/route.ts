import { formRoute } from '../../../server/routes';

export const dynamic = 'force-dynamic';

export const POST = formRoute('community');
