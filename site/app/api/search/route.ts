import type { NextRequest } from 'next/server';
import { searchPreflight, searchResponse } from '../../../search/api';

/** `GET /api/search/?q=`: the site search over the full-text index of posts and pages. */
export function GET(request: NextRequest): Promise<Response> {
  return searchResponse(request.nextUrl.searchParams);
}

export function OPTIONS(): Response {
  return searchPreflight();
}
