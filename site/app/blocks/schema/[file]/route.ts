/** A block's JSON Schema (codegen/json-schema/<file>.json) at /blocks/schema/<file>.json, built statically. */
import { blockFiles, blockSchemaText } from '../../catalogue';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return blockFiles().map((file) => ({ file: `${file}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const text = file.endsWith('.json') ? blockSchemaText(file.slice(0, -'.json'.length)) : undefined;
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'content-type': 'application/schema+json; charset=utf-8' } });
}
