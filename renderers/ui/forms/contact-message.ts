/**
 * The property contact form sends one composed text as `message`:
 *
 *   Name: …
 *   Email: …            (if given)
 *   Phone: …            (if given)
 *   Address: …          (if given)
 *   Contact Message: …  (the message, or 'No Message Added')
 *
 * The server reads it back into its parts so that it can check them with the same rules as the
 * browser and point a refusal at the right field. The single-line parts never hold a line break
 * (the schemas refuse one), so the lines are unambiguous; the message itself may span lines.
 */
import { NO_MESSAGE } from './constants';

export interface ContactMessageParts {
  readonly name: string;
  readonly email?: string;
  readonly phone?: string;
  readonly address?: string;
  readonly message: string;
}

const OPTIONAL_LINES = [
  ['email', 'Email: '],
  ['phone', 'Phone: '],
  ['address', 'Address: '],
] as const;

const NAME_PREFIX = 'Name: ';
const MESSAGE_PREFIX = 'Contact Message: ';

/** The composed text; empty optional parts are left out and an empty message reads 'No Message Added'. */
export function composeContactMessage(parts: ContactMessageParts): string {
  const lines = [`${NAME_PREFIX}${parts.name}`];
  for (const [key, prefix] of OPTIONAL_LINES) {
    const value = parts[key];
    if (value !== undefined && value !== '') lines.push(`${prefix}${value}`);
  }
  lines.push(`${MESSAGE_PREFIX}${parts.message === '' ? NO_MESSAGE : parts.message}`);
  return lines.join('\n');
}

/** The parts of a composed text, or undefined when it is not in that form. */
export function parseContactMessage(text: string): ContactMessageParts | undefined {
  const lines = text.split('\n');
  const first = lines.shift();
  if (first === undefined || !first.startsWith(NAME_PREFIX)) return undefined;
  const parts: { -readonly [K in keyof ContactMessageParts]: ContactMessageParts[K] } = { name: first.slice(NAME_PREFIX.length), message: '' };
  for (const [key, prefix] of OPTIONAL_LINES) {
    if (lines[0]?.startsWith(prefix)) parts[key] = (lines.shift() ?? '').slice(prefix.length);
  }
  const rest = lines.join('\n');
  if (!rest.startsWith(MESSAGE_PREFIX)) return undefined;
  parts.message = rest.slice(MESSAGE_PREFIX.length);
  return parts;
}
