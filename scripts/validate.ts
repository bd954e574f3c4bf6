/**
 * `npm run validate -- FILE [--strict] [--json]`: checks a CMS payload against the block schemas.
 * One line per problem, `error: blocks[2].innerBlocks[0] core/heading: level: ...` for a block
 * that is dropped, `warning: ...` for a value that was changed or discarded. Exit 1 when any
 * block has an error (with `--strict`, when anything has a warning too), 0 otherwise, 2 when
 * FILE cannot be read or parsed.
 * `npm run validate -- --cms [--strict] [--json]` checks every page and post of the configured CMS
 * instead (CMS_GRAPHQL_URL, or the embedded one), each line starting with the page's uri.
 */
import { blockRegistry } from '../codegen/generated/registry';
import { readPayloadFile, runCli } from './lib/payload-file';
import { cmsReport, validateCms } from './lib/validate-cms';
import { validateReport } from './lib/validate-report';

const USAGE = 'usage: npm run validate -- FILE [--strict] [--json]\n       npm run validate -- --cms [--strict] [--json]   (every page and post of CMS_GRAPHQL_URL, or of the embedded CMS)';

runCli(USAGE, async () => {
  const args = process.argv.slice(2);
  const options = { strict: args.includes('--strict'), json: args.includes('--json') };
  if (args.includes('--cms')) {
    const showProgress = !options.json && process.stderr.isTTY;
    const report = await validateCms((done, total) => {
      if (showProgress) process.stderr.write(`\rchecking ${done}/${total}`);
    });
    if (showProgress) process.stderr.write('\n');
    const { lines, code } = cmsReport(report, { ...options, cms: process.env.CMS_GRAPHQL_URL || 'embedded' });
    for (const line of lines) console.log(line);
    return code;
  }
  const file = args.find((arg) => !arg.startsWith('--'));
  const { lines, code } = validateReport(readPayloadFile(file), blockRegistry, { ...options, file });
  for (const line of lines) console.log(line);
  return code;
});
