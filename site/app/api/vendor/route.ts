import { formRoute } from '../../../forms/endpoints';

export const dynamic = 'force-dynamic';

export const POST = formRoute('vendor');
