/**
 * A block's JSON Schemas, built statically: codegen/json-schema/<file>.json (the validated data)
 * at /blocks/schema/<file>.json and <file>.payload.json (as WordPress sends it) at
 * /blocks/schema/<file>.payload.json.
 */
import { blockFiles, blockSchemaText, schemaFileNames } from '../../catalogue';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return blockFiles().flatMap((file) => schemaFileNames(file).map(({ name }) => ({ file: name })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const kind = file.endsWith('.payload.json') ? 'payload' : 'validated';
  const text = file.endsWith('.json') ? blockSchemaText(file.slice(0, -(kind === 'payload' ? '.payload.json' : '.json').length), kind) : undefined;
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'content-type': 'application/schema+json; charset=utf-8' } });
}
