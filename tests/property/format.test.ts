import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MONTH_ABBREVIATIONS,
  abbreviateNumber,
  displayAffix,
  formatCount,
  formatPhoneDisplay,
  formatPostDate,
  formatSearchDate,
  formatSquareFeet,
  numberGridSuffix,
  pdfFileName,
  postCategoryLabel,
  slugifyTitle,
  telHref,
} from '../../renderers/ui/format';

const UNIT_SIZE = { K: 1e3, M: 1e6, B: 1e9 } as const;

/** The unit a magnitude takes: B from 1e9, M from 1e6, K from 1e3. */
const expectedUnit = (magnitude: number): keyof typeof UNIT_SIZE | '' =>
  magnitude >= 1e9 ? 'B' : magnitude >= 1e6 ? 'M' : magnitude >= 1e3 ? 'K' : '';

describe('abbreviateNumber', () => {
  const large = fc.double({ min: -1e15, max: 1e15, noNaN: true }).filter((n) => Math.abs(n) >= 1e3);

  it('picks the unit by magnitude, always shows 2 decimals, and parses back within rounding', () => {
    fc.assert(
      fc.property(large, (n) => {
        const match = /^(-?)(\d+\.\d{2})([KMB])$/.exec(abbreviateNumber(n));
        expect(match).not.toBeNull();
        const [, sign, digits, letter] = match as unknown as [string, string, string, keyof typeof UNIT_SIZE];
        expect(letter).toBe(expectedUnit(Math.abs(n)));
        expect(sign === '-').toBe(n < 0);
        const back = Number(digits) * UNIT_SIZE[letter] * (n < 0 ? -1 : 1);
        expect(Math.abs(back - n)).toBeLessThanOrEqual(0.005 * UNIT_SIZE[letter] * (1 + 1e-9));
      }),
    );
  });

  it('shows a value under 1,000 as it is', () => {
    fc.assert(
      fc.property(fc.double({ min: -999.999, max: 999.999, noNaN: true }), (n) => {
        expect(abbreviateNumber(n)).toBe(String(n));
      }),
    );
  });

  it('reads numeric strings with commas like the number itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(abbreviateNumber(formatCount(n))).toBe(abbreviateNumber(n));
        expect(abbreviateNumber(` ${n} `)).toBe(abbreviateNumber(n));
      }),
    );
  });

  it('follows the spec examples and shows nothing for what is not a number', () => {
    expect(abbreviateNumber(1_500_000)).toBe('1.50M');
    expect(abbreviateNumber(2_345_000_000)).toBe('2.35B');
    expect(abbreviateNumber(1000)).toBe('1.00K');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber('1,250')).toBe('1.25K');
    expect(abbreviateNumber(-1500)).toBe('-1.50K');
    for (const blank of [Number.NaN, Number.POSITIVE_INFINITY, '', 'n/a', null, undefined]) {
      expect(abbreviateNumber(blank)).toBe('');
    }
  });

  it('puts SF after the abbreviation for square footage', () => {
    expect(formatSquareFeet(1_250_000)).toBe('1.25M SF');
    expect(formatSquareFeet('48,000')).toBe('48.00K SF');
    expect(formatSquareFeet(undefined)).toBe('');
    fc.assert(fc.property(large, (n) => {
      expect(formatSquareFeet(n)).toBe(`${abbreviateNumber(n)} SF`);
    }));
  });
});

describe('formatCount', () => {
  it('groups digits by three and gives the integer back once the commas are removed', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const shown = formatCount(n);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*$/);
        expect(Number(shown.replace(/,/g, ''))).toBe(n);
      }),
    );
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount('2500000')).toBe('2,500,000');
    expect(formatCount(Number.NaN)).toBe('');
  });
});

describe('number-grid affixes', () => {
  it('hides None and shows square feet as SF', () => {
    expect(numberGridSuffix('M sqft')).toBe('M SF');
    expect(numberGridSuffix('sqft')).toBe('SF');
    expect(numberGridSuffix('None')).toBe('');
    expect(numberGridSuffix('%')).toBe('%');
    expect(numberGridSuffix(undefined)).toBe('');
    expect(displayAffix('None')).toBe('');
    expect(displayAffix('$')).toBe('$');
  });
});

/** Any text without ASCII digits: what may stand between the digits of a typed phone number. */
const separator = fc.string({ maxLength: 3 }).map((s) => s.replace(/[0-9]/g, ''));
const digitString = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

/** Writes the digits with arbitrary separators between, before and after them. */
const typed = (digits: string) =>
  fc.array(separator, { minLength: digits.length + 1, maxLength: digits.length + 1 }).map((seps) =>
    seps.map((sep, index) => sep + (digits[index] ?? '')).join(''),
  );

const local = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;

describe('formatPhoneDisplay', () => {
  it('shows any 10 digits, however separated, as XXX-XXX-XXXX (leading space of the spec dropped)', () => {
    const phone = digitString(10).chain((digits) => fc.tuple(fc.constant(digits), typed(digits)));
    fc.assert(
      fc.property(phone, ([digits, raw]) => {
        expect(formatPhoneDisplay(raw)).toBe(local(digits));
        expect(telHref(raw)).toBe(`tel:+1${digits}`);
      }),
    );
  });

  it('shows 11 digits starting with 1 as +1 XXX-XXX-XXXX', () => {
    const phone = digitString(10).chain((digits) => fc.tuple(fc.constant(digits), typed(`1${digits}`)));
    fc.assert(
      fc.property(phone, ([digits, raw]) => {
        expect(formatPhoneDisplay(raw)).toBe(`+1 ${local(digits)}`);
        expect(telHref(raw)).toBe(`tel:+1${digits}`);
      }),
    );
  });

  it('shows nothing for any other number of digits, or 11 not starting with 1', () => {
    const otherLength = fc.integer({ min: 0, max: 20 }).filter((n) => n !== 10 && n !== 11).chain(digitString);
    const elevenWithoutOne = digitString(11).filter((d) => !d.startsWith('1'));
    fc.assert(
      fc.property(fc.oneof(otherLength, elevenWithoutOne).chain(typed), (raw) => {
        expect(formatPhoneDisplay(raw)).toBe('');
        expect(telHref(raw)).toBeUndefined();
      }),
    );
    expect(formatPhoneDisplay('(555) 123-4567')).toBe('555-123-4567');
    expect(formatPhoneDisplay('+1 (555) 123.4567')).toBe('+1 555-123-4567');
    expect(formatPhoneDisplay(null)).toBe('');
  });
});

describe('slugifyTitle', () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(' ', '-', '_', 'a', 'É', '!', '\t', '7') }));

  it('gives only a-z, 0-9 and single dashes, never a trailing dash, for any input', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const slug = slugifyTitle(title);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug).not.toContain('--');
        expect(slug.endsWith('-')).toBe(false);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyText, (title) => {
      expect(slugifyTitle(slugifyTitle(title))).toBe(slugifyTitle(title));
    }));
  });

  it('keeps, for ASCII input, exactly the letters (lowercased) and digits, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }), (title) => {
        expect(slugifyTitle(title).replace(/-/g, '')).toBe(title.toLowerCase().replace(/[^a-z0-9]/g, ''));
      }),
    );
  });

  it('joins words with one dash and may keep a leading dash, as the rule says', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
      expect(slugifyTitle(words.join('  '))).toBe(words.join('-'));
    }));
    expect(slugifyTitle('Industrial Outlook: Q3 2024 — Report!')).toBe('industrial-outlook-q3-2024-report');
    expect(slugifyTitle('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugifyTitle('snake_case_title_')).toBe('snake-case-title');
    expect(slugifyTitle('_draft')).toBe('-draft');
    expect(slugifyTitle('! Hello')).toBe('-hello');
    expect(pdfFileName('Market Report 2024')).toBe('market-report-2024.pdf');
    expect(pdfFileName('???')).toBe('document.pdf');
  });
});

const dates = fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2100, 11, 31, 23, 59, 59)), noInvalidDate: true });
const POST_DATE = /^(Jan\.|Feb\.|Mar\.|Apr\.|May|Jun\.|Jul\.|Aug\.|Sep\.|Oct\.|Nov\.|Dec\.) ([1-9]|[12]\d|3[01]), (\d{4})$/;
/** WordPress's own format: a calendar date and a wall-clock time, no zone. */
const wordpressDate = (d: Date) => d.toISOString().slice(0, 19);

describe('post and search dates', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("shows 'Mon. D, YYYY' with the right month and no leading zero on the day", () => {
    fc.assert(
      fc.property(dates, (d) => {
        const shown = formatPostDate(wordpressDate(d));
        const match = POST_DATE.exec(shown);
        expect(match).not.toBeNull();
        expect(match?.[1]).toBe(MONTH_ABBREVIATIONS[d.getUTCMonth()]);
        expect(match?.[2]).toBe(String(d.getUTCDate()));
        expect(match?.[3]).toBe(String(d.getUTCFullYear()));
        expect(formatPostDate(d)).toBe(shown);
      }),
    );
  });

  it("shows 'Mon. YYYY' for Insights", () => {
    fc.assert(
      fc.property(dates, (d) => {
        expect(formatPostDate(wordpressDate(d), 'Insights')).toBe(`${MONTH_ABBREVIATIONS[d.getUTCMonth()]} ${d.getUTCFullYear()}`);
      }),
    );
    expect(formatPostDate('2024-05-01T09:00:00', 'News')).toBe('May 1, 2024');
    expect(formatPostDate('2024-09-30T23:59:59', 'Insights')).toBe('Sep. 2024');
  });

  it("never shifts a WordPress date with the machine's time zone", () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC'];
    fc.assert(
      fc.property(dates, fc.constantFrom(...zones), (d, zone) => {
        process.env.TZ = zone;
        const expected = `${MONTH_ABBREVIATIONS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
        expect(formatPostDate(wordpressDate(d))).toBe(expected);
        expect(formatPostDate(`${wordpressDate(d)}+14:00`)).toBe(expected);
      }),
    );
  });

  it('shows search dates as MM.DD.YYYY with the real, 1-based month', () => {
    fc.assert(
      fc.property(dates, (d) => {
        const shown = formatSearchDate(Math.floor(d.getTime() / 1000));
        expect(shown).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        const [month, day, year] = shown.split('.').map(Number);
        expect([month, day, year]).toEqual([d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCFullYear()]);
      }),
    );
    expect(formatSearchDate(Date.UTC(2024, 0, 7) / 1000)).toBe('01.07.2024');
  });

  it('shows nothing for an unreadable date', () => {
    for (const bad of ['', 'yesterday', '2024-02-30', null, undefined, new Date(Number.NaN)]) expect(formatPostDate(bad)).toBe('');
    expect(formatSearchDate('soon')).toBe('');
  });
});

describe('postCategoryLabel', () => {
  const names = fc.array(fc.constantFrom('News', 'Insights', 'Research', 'ESG', 'Development', 'Company'), { maxLength: 5 });

  it('takes the first of News, Insights or Research, else the first category, else nothing', () => {
    fc.assert(
      fc.property(names, (categories) => {
        const preferred = categories.filter((c) => c === 'News' || c === 'Insights' || c === 'Research');
        expect(postCategoryLabel(categories)).toBe(preferred[0] ?? categories[0] ?? '');
      }),
    );
    expect(postCategoryLabel(['ESG', 'Research', 'News'])).toBe('Research');
    expect(postCategoryLabel(['ESG'])).toBe('ESG');
    expect(postCategoryLabel([])).toBe('');
  });
});
