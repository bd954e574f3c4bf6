/** The composed contact message reads back into exactly the parts it was made of. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_MESSAGE } from '../../renderers/ui/forms/constants';
import { composeContactMessage, parseContactMessage } from '../../renderers/ui/forms/contact-message';

/** A single-line value: what the schemas let through for name, email, phone and address. */
const line = fc.string({ unit: fc.oneof(fc.constantFrom('N', 'a', ':', ' ', 'É', '👍', 'Email: ', 'Contact Message: '), fc.string({ minLength: 1, maxLength: 1 })) }).map((value) => value.replace(/[\r\n]/g, ' '));
const optionalLine = fc.option(line.filter((value) => value !== ''), { nil: undefined });
const message = fc.string({ unit: fc.oneof(fc.constantFrom('\n', 'Phone: ', 'Contact Message: ', 'x'), fc.string({ minLength: 1, maxLength: 1 })) });

describe('the contact message', () => {
  it('parses back into its parts, with an empty message read as No Message Added', () => {
    fc.assert(
      fc.property(line, optionalLine, optionalLine, optionalLine, message, (name, email, phone, address, text) => {
        const parts = { name, email, phone, address, message: text };
        const expected = Object.fromEntries(Object.entries({ ...parts, message: text === '' ? NO_MESSAGE : text }).filter(([, value]) => value !== undefined));
        expect(parseContactMessage(composeContactMessage(parts))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('composes the message lines in order, leaving out what was not given', () => {
    expect(composeContactMessage({ name: 'Ann', email: 'ann@acme.com', phone: '', address: '1 Main St', message: '' })).toBe(
      'Name: Ann\nEmail: ann@acme.com\nAddress: 1 Main St\nContact Message: No Message Added',
    );
  });

  it('reads any text without throwing, and nothing that does not start with a name line', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseContactMessage(text);
        if (!text.startsWith('Name: ')) expect(parsed).toBeUndefined();
        if (parsed !== undefined) expect(text).toContain('Contact Message: ');
      }),
      { numRuns: 500 },
    );
  });
});
