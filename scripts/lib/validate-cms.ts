/**
 * `npm run validate -- --cms`: every page and post of the configured CMS (the embedded one, or
 * the WordPress at CMS_GRAPHQL_URL), read with the site's own queries and checked against the
 * block schemas. The check a team runs in CI against their live WordPress.
 */
import type { DocumentNode } from 'graphql';
import * as operations from '../../codegen/generated/graphql';
import { blockRegistry } from '../../codegen/generated/registry';
import { getSiteConfig } from '../../config';
import { describeFit } from '../../site/cms/cms-schema';
import { countDiagnostics, formatDiagnostic, prepareBlocks, unknownBlockLines, unknownBlockTypes, type Diagnostic, type UnknownBlockType } from '../../engine';
import { getAllUriEntries, getPageByUri } from '../../site/cms/loaders';
import { formatFieldProblem, watchFieldProblems } from '../../site/cms/partial';

/** A problem of one page: a diagnostic of its blocks, or the page could not be read at all (an error). */
export interface CmsProblem {
  readonly uri: string;
  readonly severity: Diagnostic['severity'];
  /** The line the report prints, starting with the uri. */
  readonly line: string;
}

export interface CmsReport {
  /** The uris the CMS lists. */
  readonly checked: number;
  readonly problems: readonly CmsProblem[];
  /** The block types the pages hold that the registry does not know, with how often. */
  readonly unknownBlockTypes: readonly UnknownBlockType[];
  /** What the site's operations lose on this CMS (a WordPress without some of the schema), one line each. */
  readonly fitted: readonly string[];
}

/** The operations the site sends this CMS: those of its block plugin (`CMS_BLOCKS`). */
function siteOperations(): Array<readonly [string, DocumentNode]> {
  const gutenberg = getSiteConfig().cmsBlocks === 'gutenberg';
  return Object.entries(operations)
    .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'))
    .filter(([name]) => !['PageByUri', 'SearchDocuments', 'SearchDocumentByUri'].some((base) => name === `${base}${gutenberg ? '' : 'Gutenberg'}Document`))
    .map(([name, document]) => [name.replace(/Document$/, ''), document] as const);
}

/** One line per operation that loses something on the CMS at `endpoint`, then the total. */
async function fitLines(endpoint: string | undefined): Promise<string[]> {
  if (endpoint === undefined) return [];
  const fits = await describeFit(endpoint, siteOperations());
  const lines = fits.filter((fit) => fit.count > 0).map((fit) => `fitted: ${fit.name} leaves out ${fit.count}: ${fit.lines.join('; ')}`);
  const total = fits.reduce((sum, fit) => sum + fit.count, 0);
  return [...lines, `fitted: ${total} part(s) of ${fits.length} operations left out for this WordPress`];
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Walks every uri of the CMS; a uri that fails to load is a problem of its own, never the end of the walk. */
export async function validateCms(onProgress: (done: number, total: number) => void = () => undefined): Promise<CmsReport> {
  const entries = await getAllUriEntries();
  const problems: CmsProblem[] = [];
  const diagnostics: Diagnostic[] = [];
  let done = 0;
  for (const { uri } of entries) {
    // A field the CMS failed to resolve is left out of the page: a warning of that page.
    const stopWatching = watchFieldProblems((problem) => problems.push({ uri, severity: 'warning', line: `${uri} warning: ${formatFieldProblem(problem)}` }));
    try {
      const page = await getPageByUri(uri);
      if (page === null) problems.push({ uri, severity: 'error', line: `error: ${uri}: listed by the CMS, but nodeByUri answers nothing for it` });
      else {
        for (const diagnostic of prepareBlocks(page.blocks, blockRegistry, { images: page.images }).diagnostics) {
          diagnostics.push(diagnostic);
          problems.push({ uri, severity: diagnostic.severity, line: `${uri} ${formatDiagnostic(diagnostic)}` });
        }
      }
    } catch (error) {
      problems.push({ uri, severity: 'error', line: `error: ${uri}: could not be read: ${reason(error)}` });
    } finally {
      stopWatching();
    }
    onProgress(++done, entries.length);
  }
  return { checked: entries.length, problems, unknownBlockTypes: unknownBlockTypes(diagnostics), fitted: await fitLines(getSiteConfig().cmsGraphqlUrl) };
}

/** The report's lines and exit code: 1 on any error (with `strict`, on any warning too). */
export function cmsReport(report: CmsReport, options: { readonly strict: boolean; readonly json: boolean; readonly cms: string }): { readonly lines: readonly string[]; readonly code: 0 | 1 } {
  const { errors, warnings } = countDiagnostics(report.problems);
  const failed = errors > 0 || (options.strict && warnings > 0);
  const code = failed ? 1 : 0;
  if (options.json) {
    const json = { cms: options.cms, ok: !failed, strict: options.strict, checked: report.checked, errors, warnings, problems: report.problems, unknownBlockTypes: report.unknownBlockTypes, fitted: report.fitted };
    return { lines: [JSON.stringify(json, null, 2)], code };
  }
  const summary = errors + warnings === 0 ? `ok: ${report.checked} pages and posts valid` : `${errors} error(s), ${warnings} warning(s) in ${report.checked} pages and posts`;
  return { lines: [...report.fitted, ...report.problems.map((problem) => problem.line), summary, ...unknownBlockLines(report.unknownBlockTypes)], code };
}
