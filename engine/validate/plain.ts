/**
 * A diagnostic in the words an editor reads above a block in the block editor: where (the field,
 * with rows counted from 1), what is wrong, and what the website does about it, e.g.
 * `Testimonials, row 2, link: 'javascript:alert(1)' is not a URL a link may point to; it will not be shown.`
 * The wording comes from messages.ts; only the developers' details (the accepted schemes, the
 * expected shapes, in parentheses) are left out.
 */
import { messages } from './messages';
import type { Diagnostic } from './payload';

/** `testimonials.1.link` → `Testimonials, row 2, link`. */
function fieldWords(fieldPath: string): string {
  const words = fieldPath
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? messages.editor.row(Number(part) + 1) : part.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()))
    .join(', ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const capitalized = (text: string): string => (/^[a-z]/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** What the website does, in an editor's words, for the consequence a warning names. */
function consequenceWords(consequence: string): string {
  const { consequence: done, editor } = messages;
  if (consequence === done.discarded || consequence === done.linkDropped || consequence === done.imageDropped) return editor.valueNotShown;
  if (/^(row|item) \S+ dropped$/.test(consequence)) return editor.rowNotShown;
  const replaced = /^replaced by (.*)$/s.exec(consequence)?.[1];
  if (replaced === 'its defaults') return editor.defaultsUsed;
  if (replaced !== undefined) return editor.usedInstead(replaced);
  return consequence;
}

/** A key no field reads: `no such field; did you mean 'period'?` or `no such field; ignored`. */
function unknownFieldWords(where: string, message: string): string | undefined {
  const match = /^no such field; (?:did you mean '(.*)'\?|ignored)$/s.exec(message);
  if (match === null) return undefined;
  const meant = match[1];
  return `${where}: ${messages.editor.notAField}${meant === undefined ? '.' : `; ${messages.editor.didYouMean(meant)}`}`;
}

/** The diagnostic as one sentence for editors. */
export function plainWords(diagnostic: Pick<Diagnostic, 'severity' | 'fieldPath' | 'message'>): string {
  const where = diagnostic.fieldPath === '' ? messages.editor.wholeBlock : fieldWords(diagnostic.fieldPath);
  const unknown = unknownFieldWords(where, diagnostic.message);
  if (unknown !== undefined) return unknown;
  const cut = diagnostic.message.lastIndexOf('; ');
  const hasConsequence = cut > 0;
  let reason = hasConsequence ? diagnostic.message.slice(0, cut) : diagnostic.message;
  reason = reason.replace(/\s*\((?:expected|http|no such)[^)]*\)/g, '').trim();
  const what = diagnostic.severity === 'error' ? messages.editor.blockNotShown : hasConsequence ? consequenceWords(diagnostic.message.slice(cut + 2)) : messages.editor.valueNotShown;
  return `${where}: ${capitalized(reason)}; ${what}.`;
}
