/**
 * Every text the engine reports about content lives here, so wording stays consistent: the
 * reasons a block is skipped, what a field helper refuses, and what the engine did about it.
 */
import { isRecord } from '../record';

/** A value as a message quotes it: strings in single quotes, long ones cut. */
export function quote(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `a list of ${value.length}`;
  return 'an object';
}

export const messages = {
  // Whole blocks (errors: the block is not rendered).
  unknownBlock: 'unknown block type; skipped',
  missingName: 'block has no name; skipped',
  notABlock: 'not a block object; skipped',
  noAttributes: 'block has no attributes; skipped',
  invalidAttributesJson: (reason: string) => `attributesJSON is not valid JSON (${reason}); skipped`,
  attributesNotObject: 'attributes are not an object; skipped',
  noBlockList: 'no block list found (expected an array of blocks, a node with blocks or editorBlocks, or a GraphQL response)',
  tooDeep: (limit: number) => `nested deeper than ${limit} levels; skipped with its inner blocks`,
  unsalvageable: 'the data could not be repaired by dropping its bad parts; skipped',

  // Moved blocks (warnings: the block renders elsewhere than the payload says).
  orphanBlock: (parent: string) => `parentClientId ${parent} matches no block; rendered at the top level`,
  parentCycle: (parent: string) => `parentClientId ${parent} makes the block its own ancestor; rendered at the top level`,

  // What the field helpers refuse (the reason; the consequence is added by `consequence`).
  required: 'required, but empty',
  requiredRows: 'required, but has no rows',
  unknownChoice: (value: unknown, values: readonly string[]) =>
    `${quote(value)} is not one of ${values.map((choice) => (choice === '' ? "'' (none)" : quote(choice))).join(', ')}`,
  notAFlag: (value: unknown) => `${quote(value)} is not a true/false value ('1', '0', true, false)`,
  notANumber: (value: unknown) => `${quote(value)} is not a number`,
  notALink: (value: unknown) => `${quote(value)} is not a link (expected an ACF link object {url, title, target} or a URL)`,
  linkWithoutUrl: 'the link has no URL',
  refusedLinkUrl: (url: string) => `${quote(url)} is not a URL a link may point to (http, https, mailto, tel, a /path, #anchor or ?query)`,
  notAnImage: (value: unknown) => `${quote(value)} is not an image (expected an attachment id, an image URL or an image object)`,
  unresolvedImage: (id: string) => `attachment ${id} could not be resolved to an image (no such id among the images the block was given)`,
  refusedImageUrl: (src: string) => `${quote(src)} is not an image URL (http, https or a /path)`,

  // Keys of an ACF block's data that no field reads (warnings: the value is not shown).
  unknownField: (meant: string | undefined) => `no such field; ${meant === undefined ? 'ignored' : `did you mean '${meant}'?`}`,
  rowPastCount: (index: number, rows: number, repeater: string) => `row ${index} is past the ${rows} row${rows === 1 ? '' : 's'} '${repeater}' holds; ignored`,

  // What the engine did about a refused or invalid value (warnings: the block still renders).
  consequence: {
    discarded: 'discarded',
    linkDropped: 'link dropped',
    imageDropped: 'image dropped',
    replacedBy: (fallback: unknown) => `replaced by ${isRecord(fallback) ? 'its defaults' : quote(fallback)}`,
    rowDropped: (path: string) => `row ${path} dropped`,
    itemDropped: (path: string) => `item ${path} dropped`,
  },
  /** `reason; consequence`, e.g. `'purple' is not one of 'white', 'cement'; replaced by 'white'`. */
  changed: (reason: string, consequence: string) => `${reason}; ${consequence}`,

  // How diagnostics are shown.
  severity: { error: 'error', warning: 'warning' },
  devPanelTitle: (errors: number, warnings: number) =>
    `${[errors > 0 ? `${errors} block error${errors === 1 ? '' : 's'} (not rendered)` : '', warnings > 0 ? `${warnings} warning${warnings === 1 ? '' : 's'} (values changed or dropped)` : '']
      .filter((part) => part !== '')
      .join(' and ')} on this page (shown in development only)`,
  summary: (errors: number, warnings: number, valid: number) =>
    errors + warnings === 0
      ? `ok: ${valid} blocks valid`
      : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}; ${valid} blocks valid`,
  strictFailed: 'warnings fail the run under --strict',

  // How the block editor words a diagnostic for editors (plainWords in validate/plain.ts).
  editor: {
    blockNotShown: 'the block will not be shown on the website until this is fixed',
    valueNotShown: 'it will not be shown',
    rowNotShown: 'that row will not be shown',
    defaultsUsed: 'the defaults are used instead',
    usedInstead: (fallback: string) => `${fallback} is used instead`,
    row: (index: number) => `row ${index}`,
    wholeBlock: 'This block',
    notAField: 'This field is not in the block, so its value is not shown',
    didYouMean: (name: string) => `did you mean '${name}'?`,
  },
  unknownTypes: 'unknown block types met (skipped; each needs a block schema and a renderer, or the content loses it):',
  unknownTypeCount: (name: string, count: number) => `  ${name} ×${count}`,
} as const;
