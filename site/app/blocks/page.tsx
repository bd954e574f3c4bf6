/**
 * /blocks: the block catalogue. Every registered block type with its CMS names, a link to its
 * JSON Schema, and each of its fixtures rendered as a visitor would see it, so an editor or a
 * developer sees every block at a glance. Not for search engines; built as a static page, and
 * in a production build only with BLOCK_CATALOGUE=on (a not-found page otherwise): its fixtures
 * carry headings of every level and links to pages that exist only in fixtures, by design.
 */
import type { Metadata } from 'next';
import { RouteLink } from '../../../renderers/ui/route-link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { blockRegistry } from '../../../codegen/generated/registry';
import { preparePayload, renderBlocks, type PreparedBlock } from '../../../engine';
import { createRenderContext } from '../../render-context';
import { catalogue, schemaHref, type CatalogueCase, type CatalogueEntry } from './catalogue';
import { uniqueAnchors } from './unique-anchors';

export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Block catalogue',
  description: 'Every content block of the site with its fixtures and JSON Schema.',
  robots: { index: false, follow: false },
};

/** The path a case renders on: its own (path-based variations) or the catalogue's. */
const CATALOGUE_PATH = '/blocks/';

interface Shown {
  readonly file: string;
  readonly fixture: CatalogueCase;
}

const caseKey = (file: string, fixture: CatalogueCase): string => `${file}#${fixture.number}`;

const rendersSomething = (fixture: CatalogueCase): boolean => fixture.output !== '';

/**
 * All rendered cases are validated as one block list, so every block has its own index path and
 * the ids derived from it (`block-12-heading`) never repeat on the page.
 */
function prepareAll(entries: readonly CatalogueEntry[]): { shown: Shown[]; byIndex: Map<number, PreparedBlock> } {
  const shown = entries.flatMap((entry) => entry.cases.filter(rendersSomething).map((fixture) => ({ file: entry.file, fixture })));
  const prepared = preparePayload(uniqueAnchors(shown.map(({ fixture }) => fixture.input)), blockRegistry);
  const byIndex = new Map(prepared.blocks.map((block) => [Number(/^blocks\[(\d+)\]$/.exec(block.path)?.[1] ?? -1), block]));
  return { shown, byIndex };
}

/**
 * One fixture as a figure captioned with its block and title. The caption is not a heading: the
 * fixtures bring their own headings, of every level (core/heading shows levels 1 to 6), and the
 * page's outline is theirs.
 */
function CaseFrame({ file, fixture, children }: { readonly file: string; readonly fixture: CatalogueCase; readonly children: ReactNode }) {
  return (
    <figure className="border-t border-ink/10">
      <figcaption className="mx-auto flex max-w-7xl flex-wrap items-baseline gap-x-3 px-5 py-3 text-sm font-semibold text-slate md:px-8">
        <span className="font-mono text-freight">
          {file} #{fixture.number}
        </span>
        <span>{fixture.title}</span>
        {fixture.path === undefined ? null : <span className="font-normal text-ink/70">on {fixture.path}</span>}
        <Diagnostics lines={fixture.diagnostics} />
      </figcaption>
      <div className="border-y border-dashed border-ink/15">{children}</div>
    </figure>
  );
}

/** What the engine reported for a case (a rendered case: the values it changed or dropped). */
function Diagnostics({ lines = [] }: { readonly lines?: readonly string[] }) {
  return lines.map((line) => (
    <code key={line} className="block w-full break-words rounded bg-lightest px-2 py-1 text-xs font-normal text-ink">
      {line}
    </code>
  ));
}

/** A list item is only valid inside a list, so the catalogue gives a list-item fixture one. */
function Preview({ name, children }: { readonly name: string | undefined; readonly children: ReactNode }) {
  return name === 'core/list-item' ? <ul className="mx-auto max-w-3xl list-disc px-10 py-6">{children}</ul> : <>{children}</>;
}

function Unrendered({ cases }: { readonly cases: readonly CatalogueCase[] }) {
  if (cases.length === 0) return null;
  return (
    <details className="mx-auto max-w-7xl px-5 py-4 text-sm md:px-8">
      <summary className="cursor-pointer font-semibold text-slate">
        {cases.length} {cases.length === 1 ? 'case renders' : 'cases render'} nothing
      </summary>
      <ul className="mt-3 space-y-2">
        {cases.map((fixture) => (
          <li key={fixture.number}>
            <span className="font-medium">
              #{fixture.number} {fixture.title}
            </span>
            <span className="mt-1 block">
              <Diagnostics lines={fixture.diagnostics} />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default async function BlockCatalogue() {
  // Compiled in from the build's configuration (next.config.ts, env).
  if (process.env.LARKSPUR_BLOCK_CATALOGUE !== 'on' && process.env.NODE_ENV !== 'development') notFound();
  const entries = catalogue();
  const { shown, byIndex } = prepareAll(entries);
  const contexts = new Map<string, Awaited<ReturnType<typeof createRenderContext>>>();
  for (const path of new Set(shown.map(({ fixture }) => fixture.path ?? CATALOGUE_PATH))) contexts.set(path, await createRenderContext(path));
  const views = new Map(
    shown.map(({ file, fixture }, index) => {
      const block = byIndex.get(index);
      const ctx = contexts.get(fixture.path ?? CATALOGUE_PATH);
      return [caseKey(file, fixture), block === undefined || ctx === undefined ? null : renderBlocks([block], ctx)] as const;
    }),
  );
  return (
    <article>
      <header className="mx-auto max-w-7xl px-5 pb-8 pt-12 md:px-8 md:pt-16">
        <h1 className="text-4xl font-semibold tracking-tight text-slate md:text-5xl">Block catalogue</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink/85">
          {entries.length} block types and {shown.length} rendered fixtures. Each fixture is a block as the CMS sends it, rendered here by the site, with what the
          engine reported about it; each block links to the JSON Schema of the data its renderer receives and to the one of its attributes as WordPress sends them.
        </p>
        <nav aria-label="Block types" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {entries.map((entry) => (
              <li key={entry.file}>
                <a href={`#catalogue-${entry.file}`} className="inline-block rounded-full bg-lightest px-3 py-1 font-mono text-sm text-slate ring-1 ring-ink/10 hover:bg-cement">
                  {entry.file}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {entries.map((entry) => {
        const rendered = entry.cases.filter(rendersSomething);
        return (
          <section key={entry.file} id={`catalogue-${entry.file}`} aria-label={`${entry.file} block`} className="scroll-mt-24 border-t-4 border-slate pb-10">
            <header className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-4 px-5 py-6 md:px-8">
              <div>
                <h2 id={`catalogue-${entry.file}-heading`} className="font-mono text-2xl font-semibold text-slate">
                  {entry.file}
                </h2>
                <p className="mt-1 text-sm text-ink/80">
                  {entry.names.map((name) => (
                    <code key={name} className="mr-2 rounded bg-lightest px-1.5 py-0.5">
                      {name}
                    </code>
                  ))}
                  {entry.cases.length} {entry.cases.length === 1 ? 'fixture' : 'fixtures'}
                </p>
              </div>
              <p className="flex flex-wrap gap-x-5 gap-y-1">
                <RouteLink href={schemaHref(entry.file)} className="font-semibold text-freight underline underline-offset-4 hover:text-slate">
                  JSON Schema<span className="sr-only"> of {entry.file}</span>
                </RouteLink>
                <RouteLink href={schemaHref(entry.file, 'payload')} className="font-semibold text-freight underline underline-offset-4 hover:text-slate">
                  as WordPress sends it<span className="sr-only"> ({entry.file})</span>
                </RouteLink>
              </p>
            </header>
            {rendered.map((fixture) => (
              <CaseFrame key={fixture.number} file={entry.file} fixture={fixture}>
                <Preview name={entry.names[0]}>{views.get(caseKey(entry.file, fixture))}</Preview>
              </CaseFrame>
            ))}
            <Unrendered cases={entry.cases.filter((fixture) => !rendersSomething(fixture))} />
          </section>
        );
      })}
    </article>
  );
}
