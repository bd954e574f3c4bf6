import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';

/** Files matching `files` may not import from the folders in `above` (the layers that build on them). */
function layer(files, above) {
  const patterns = above.map((folder) => ({
    group: [`**/${folder}`, `**/${folder}/**`],
    message: `${files[0].split('/')[0]}/ sits below ${folder}/: imports run one way (engine <- block-schemas <- config, records <- renderers <- site).`,
  }));
  return [{ files, rules: { 'no-restricted-imports': ['error', { paths: ROUTE_LINK_ONLY, patterns }] } }];
}

/** Route links go through renderers/ui/route-link.tsx, which decides when the router prefetches. */
const ROUTE_LINK_ONLY = [{ name: 'next/link', message: 'Link to a site route with RouteLink (renderers/ui/route-link.tsx).' }];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: 'site/' } },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      // Every eslint-disable comment says why after ` -- `.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // No function over 80 lines without a reason written beside it:
    //   // eslint-disable-next-line max-lines-per-function -- <the reason>
    // (require-description refuses the directive without one). The rule counts a
    // function's lines from its first to its last, inner functions and JSX included, so a component
    // counts its callbacks and markup too; an IIFE is not counted as a function of its own. Blank
    // lines and comments are left out of the count: the limit bounds the code a reader holds at
    // once, and a comment that says why, or a blank line between steps, should never be what is
    // cut to pass it.
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Test files are exempt: a `describe` body holds one feature's cases and the setup they share
    // (a server, a browser, a database started once in beforeAll); split by length, the cases would
    // move away from their setup without any case getting shorter. tests/support/ keeps the rule.
    files: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    rules: { 'max-lines-per-function': 'off' },
  },
  // Imports run one way: engine <- block-schemas <- config, records <- renderers <- site.
  ...layer(['engine/**'], ['block-schemas', 'records', 'config', 'renderers', 'site', 'codegen', 'content']),
  ...layer(['block-schemas/**'], ['records', 'config', 'renderers', 'site', 'codegen', 'content']),
  ...layer(['records/**', 'config/**'], ['renderers', 'site', 'codegen', 'content']),
  ...layer(['renderers/**'], ['site', 'codegen', 'content']),
  { files: ['site/**', 'scripts/**', 'tests/**'], rules: { 'no-restricted-imports': ['error', { paths: ROUTE_LINK_ONLY }] } },
  {
    // CommonJS that Node loads as it is (site/server/runtime-after-paint.cjs).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['node_modules/**', 'site/.next/**', 'codegen/generated/**', 'tmp/**', 'site/next-env.d.ts'],
  },
];

export default config;
