/**
 * The one format module: dates, numbers, square footage, phones and slugs (STYLE example 8).
 * Blocks and the site call these; nothing else re-implements them. Every function is pure and
 * independent of the machine's time zone and locale.
 */

/** A value the CMS may send as a number or as a numeric string such as `'1,250'` or `' 42 '`. */
export type NumberInput = number | string | null | undefined;

/** Parses a CMS number; commas and surrounding blanks are ignored. Not a finite number → undefined. */
export function toNumber(value: NumberInput): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return undefined;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const UNITS = [
  { size: 1e9, letter: 'B' },
  { size: 1e6, letter: 'M' },
  { size: 1e3, letter: 'K' },
] as const;

/**
 * A number as displayed: ≥1e9 → `x.xxB`, ≥1e6 → `x.xxM`, ≥1e3 → `x.xxK` (always 2 decimals,
 * `1_500_000` → `'1.50M'`), otherwise the value as it is (`'950'`, `'12.5'`).
 *
 * Decisions: the unit is chosen by the input's magnitude, not by the rounded value, so `999_999`
 * shows as `'1000.00K'`; a negative number is abbreviated by its magnitude and keeps its sign
 * (`-1500` → `'-1.50K'`); anything that is not a finite number (NaN, `''`, `'n/a'`) shows
 * nothing (`''`).
 */
export function abbreviateNumber(value: NumberInput): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const magnitude = Math.abs(n);
  const unit = UNITS.find(({ size }) => magnitude >= size);
  if (unit === undefined) return String(n);
  return `${n < 0 ? '-' : ''}${(magnitude / unit.size).toFixed(2)}${unit.letter}`;
}

/**
 * A square-footage figure: the abbreviation, a space, then `SF` (`1_250_000` → `'1.25M SF'`),
 * as in the `'{x} SF'` and `'{n} Total SF'` labels. Not a number → `''`.
 */
export function formatSquareFeet(value: NumberInput): string {
  const abbreviated = abbreviateNumber(value);
  return abbreviated === '' ? '' : `${abbreviated} SF`;
}

// Made on first use, not when the module loads: a page's first Intl formatter loads the browser's
// locale data, 45–60 ms of a fast desktop's main thread, and most pages whose scripts import this
// module never format a count in the browser.
let countFormat: Intl.NumberFormat | undefined;

/** A count with en-US thousands separators (`1234567` → `'1,234,567'`); not a number → `''`. */
export function formatCount(value: NumberInput): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return countFormat.format(n);
}

/** A number-grid prefix or suffix: the CMS writes `'None'` for "show nothing". */
export function displayAffix(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed === 'None' ? '' : trimmed;
}

/**
 * A number-grid suffix as shown: `'None'` → `''`, `'M sqft'` → `'M SF'`, `'sqft'` → `'SF'`.
 * The word `sqft` becomes `SF` wherever it stands (any case), so `'K sqft'` → `'K SF'` too.
 */
export function numberGridSuffix(value: string | null | undefined): string {
  return displayAffix(value).replace(/\bsqft\b/gi, 'SF');
}

/**
 * A number-grid figure as shown: prefix, the number with thousands separators when it
 * is one (else as written, e.g. `'24/7'`), then the suffix, with `'None'` hidden and `sqft` as
 * `SF`. A suffix that starts with a word (`'SF'`, `'acres'`) is set off by a space; a unit letter
 * or a sign is not: `('$', '2.1', 'B')` → `'$2.1B'`, `('', '83.4', 'M sqft')` → `'83.4M SF'`,
 * `('', '500', 'sqft')` → `'500 SF'`.
 */
export function formatFigure(prefix: string | null | undefined, number: NumberInput, suffix: string | null | undefined): string {
  const written = typeof number === 'string' ? number.trim() : '';
  const value = toNumber(number) === undefined ? written : formatCount(number);
  if (value === '') return '';
  const shownSuffix = numberGridSuffix(suffix);
  const gap = /^[A-Za-z]{2,}/.test(shownSuffix) ? ' ' : '';
  return `${displayAffix(prefix)}${value}${gap}${shownSuffix}`;
}

/** The digits of a US phone number without the leading 1, or undefined when it is not one. */
function usPhoneDigits(raw: string | null | undefined): { digits: string; countryCode: boolean } | undefined {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 10) return { digits, countryCode: false };
  if (digits.length === 11 && digits.startsWith('1')) return { digits: digits.slice(1), countryCode: true };
  return undefined;
}

/**
 * A phone number as displayed: non-digits are removed; 10 digits show as `XXX-XXX-XXXX`, 11 digits
 * starting with 1 as `+1 XXX-XXX-XXXX`; anything else shows nothing (`''`).
 *
 * Decision: no leading space before a 10-digit number (`' XXX-XXX-XXXX'` would be the trace of
 * joining an empty `+1` with a space), so link text never starts with a gap.
 */
export function formatPhoneDisplay(raw: string | null | undefined): string {
  const phone = usPhoneDigits(raw);
  if (phone === undefined) return '';
  const { digits } = phone;
  const local = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone.countryCode ? `+1 ${local}` : local;
}

/** The `tel:` link of a US phone number (`'tel:+15551234567'`), or undefined when it shows nothing. */
export function telHref(raw: string | null | undefined): string | undefined {
  const phone = usPhoneDigits(raw);
  return phone === undefined ? undefined : `tel:+1${phone.digits}`;
}

/**
 * The slug rule, in this order: normalise (NFKD, combining marks dropped), lowercase, trim,
 * whitespace runs → `-`, drop non-word characters (`\w` is ASCII `[A-Za-z0-9_]`; `-` is kept),
 * `_` → `-`, collapse repeated `-`, remove a trailing `-`.
 *
 * The output only holds `[a-z0-9-]`, never `--`, never ends with `-`, and slugifying it again
 * changes nothing. The rule does not strip a leading `-` (`'¡Hola mundo!'` → `'hola-mundo'`,
 * but `'_draft'` → `'-draft'`), and neither do we.
 */
export function slugifyTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-$/, '');
}

/**
 * The file name of a page's PDF: its slugified title plus `.pdf`. A title with nothing
 * left after slugifying gets `document.pdf`, rather than a bare `.pdf` that hides the file.
 */
export function pdfFileName(title: string): string {
  const slug = slugifyTitle(title);
  return `${slug === '' ? 'document' : slug}.pdf`;
}

/** A calendar date: year, 1-based month, day. */
interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar date of a post date. An ISO string's own `YYYY-MM-DD` is the date, whatever its
 * time or zone: WordPress writes `2024-03-05T10:00:00` without a zone, and the date an editor saw
 * must never shift with the server's time zone. A `Date` is read in UTC.
 */
function calendarDate(date: string | Date | null | undefined): CalendarDate | undefined {
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) return undefined;
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const match = ISO_DATE.exec(date ?? '');
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** The months as dates abbreviate them; `May` has no dot. */
export const MONTH_ABBREVIATIONS = [
  'Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.',
] as const;

/**
 * A post's date: `'Mar. 5, 2024'`, or `'Mar. 2024'` when its first category is
 * `Insights`. Accepts an ISO string (its calendar date is used as written) or a `Date` (read in
 * UTC). An unreadable date shows nothing (`''`).
 */
export function formatPostDate(date: string | Date | null | undefined, firstCategory?: string): string {
  const calendar = calendarDate(date);
  if (calendar === undefined) return '';
  const month = MONTH_ABBREVIATIONS[calendar.month - 1] ?? '';
  if (firstCategory?.trim() === 'Insights') return `${month} ${calendar.year}`;
  return `${month} ${calendar.day}, ${calendar.year}`;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A search result's date, `MM.DD.YYYY` in UTC, from unix seconds. The month is the real, 1-based
 * one (a zero-based month would show January as 00). Not a number → `''`.
 */
export function formatSearchDate(unixSeconds: NumberInput): string {
  const seconds = toNumber(unixSeconds);
  if (seconds === undefined) return '';
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getUTCMonth() + 1)}.${pad2(date.getUTCDate())}.${date.getUTCFullYear()}`;
}

const PREFERRED_CATEGORIES: ReadonlySet<string> = new Set(['News', 'Insights', 'Research']);

/**
 * A post card's category label: the post's first category that is News, Insights or
 * Research, else its first category, else `''`.
 */
export function postCategoryLabel(categories: readonly string[]): string {
  return categories.find((name) => PREFERRED_CATEGORIES.has(name)) ?? categories[0] ?? '';
}
