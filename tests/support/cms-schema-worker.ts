/**
 * A build worker for the shared-schema test: a process of its own that reads the CMS schema as a
 * page being prerendered does (CMS_GRAPHQL_URL, LARKSPUR_CMS_CACHE_DIR from the test) and prints
 * how many types it has.
 */
import { getSiteConfig } from '../../config';
import { cmsSchema } from '../../site/cms/cms-schema';

async function main() {
  const endpoint = getSiteConfig().cmsGraphqlUrl ?? '';
  const known = await cmsSchema(endpoint);
  console.log(`types ${Object.keys(known.schema?.getTypeMap() ?? {}).length}`);
}

void main();
