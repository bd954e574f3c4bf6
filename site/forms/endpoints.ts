/**
 * What the route files under site/app/api/ export: each is one line that names its form.
 */
import type { FormKind } from '../../renderers/ui/forms/constants';
import { formError, jsonResponse } from './body';
import { handleSubmission } from './handle-submission';
import { getProcessForms } from './services';
import { issueToken } from './tokens';

async function services() {
  try {
    return (await getProcessForms()).services;
  } catch (error) {
    console.error(`Form services could not start: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

const notReady = () => formError(503, 'We could not save your details just now. Nothing was sent: please try again in a moment.', { 'retry-after': '30' });

/** `POST /api/{kind}` for one form. */
export function formRoute(kind: FormKind): (request: Request) => Promise<Response> {
  return async (request) => {
    const ready = await services();
    return ready === undefined ? notReady() : handleSubmission(kind, request, ready);
  };
}

/** `GET /api/form-token/`: a fresh fill-time token for a form that has just appeared. */
export async function tokenRoute(): Promise<Response> {
  const ready = await services();
  // `minAgeMs` lets the form hold a very quick submission back until the token is old enough.
  return ready === undefined ? notReady() : jsonResponse(200, { token: issueToken(ready.secret), minAgeMs: ready.minFillMs });
}
