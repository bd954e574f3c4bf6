/** The shared form schemas and constants: what the browser form and the endpoint both hold to. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_VERSIONS, consentSentence, DEFAULT_SUBJECT, NO_MESSAGE, PHONE_PLACEHOLDER, US_STATES } from '../../renderers/ui/forms/constants';
import { composeContactMessage } from '../../renderers/ui/forms/contact-message';
import { buildBody, fieldErrors, formSchemas } from '../../renderers/ui/forms/schemas';
import { validBodies } from '../support/forms';

const errorsOf = (kind: keyof typeof formSchemas, body: unknown) => {
  const result = formSchemas[kind].safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

describe('form constants', () => {
  it('lists the 50 states from Alabama to Wyoming and the two account versions', () => {
    expect(US_STATES).toHaveLength(50);
    expect(US_STATES[0]).toBe('Alabama');
    expect(US_STATES.at(-1)).toBe('Wyoming');
    expect(new Set(US_STATES).size).toBe(50);
    expect(ACCOUNT_VERSIONS).toEqual(['Broker Marketing', 'Business Park Broker Marketing']);
  });

  it('words the consent sentence with the company or the property', () => {
    expect(consentSentence('Larkspur Logistics')).toBe("I accept that Larkspur Logistics retains my personal information pursuant to its process.");
  });

  it.each(['5551234567', '(555) 123-4567', '555-123-4567', '555.123.4567', '555 123 4567', '+1 555 123 4567', '+44 20 7946 0958', PHONE_PLACEHOLDER])(
    'accepts the phone %s on the property contact form as on the broker and community forms',
    (phone) => {
      const contact = formSchemas.contact.safeParse({ ...validBodies.contact, message: composeContactMessage({ name: 'Priya Raman', email: 'priya@sonoran-freight.com', phone, address: '1 Main St', message: '' }) });
      expect(contact.success).toBe(true);
      expect(formSchemas['broker-toolkit'].safeParse({ ...validBodies['broker-toolkit'], phone }).success).toBe(true);
      expect(formSchemas.community.safeParse({ ...validBodies.community, phone }).success).toBe(true);
    },
  );

  it.each(['555-1234', 'phone', '555 123 4567 ext. 8'])('refuses %j as a phone on every form that asks for one', (phone) => {
    const contact = formSchemas.contact.safeParse({ ...validBodies.contact, message: composeContactMessage({ name: 'Priya Raman', email: 'priya@sonoran-freight.com', phone, address: '1 Main St', message: '' }) });
    expect(contact.success).toBe(false);
    expect(formSchemas['broker-toolkit'].safeParse({ ...validBodies['broker-toolkit'], phone }).success).toBe(false);
    expect(formSchemas.community.safeParse({ ...validBodies.community, phone }).success).toBe(false);
  });
});

describe('form schemas', () => {
  it.each(Object.keys(formSchemas) as Array<keyof typeof formSchemas>)('accept a complete %s body', (kind) => {
    expect(formSchemas[kind].safeParse(validBodies[kind]).success).toBe(true);
  });

  it('send an empty vendor message as No Message Added and trim what people type', () => {
    const result = buildBody(formSchemas.vendor, { ...validBodies.vendor, name: '  Dana  ', message: '   ' });
    expect(result).toEqual({ body: { ...validBodies.vendor, name: 'Dana', message: NO_MESSAGE } });
  });

  it('default the contact subject to Website Submission', () => {
    expect(formSchemas.contact.parse({ ...validBodies.contact, formsubject: undefined }).formsubject).toBe(DEFAULT_SUBJECT);
    expect(formSchemas.contact.parse({ ...validBodies.contact, formsubject: '' }).formsubject).toBe(DEFAULT_SUBJECT);
  });

  it('name every missing required field of every form', () => {
    expect(Object.keys(errorsOf('vendor', {}))).toEqual(['name', 'from', 'websitelink', 'formsubject']);
    expect(Object.keys(errorsOf('broker-toolkit', {}))).toEqual(['firstName', 'lastName', 'from', 'phone', 'companyName', 'accountVersion', 'contactState']);
    expect(Object.keys(errorsOf('community', {}))).toEqual(['firstName', 'lastName', 'from', 'phone', 'organization', 'location', 'space', 'startDate', 'timeFrame', 'message']);
    expect(Object.keys(errorsOf('contact', {}))).toEqual(['name', 'from', 'message', 'recipient']);
  });

  it('refuse what the browser lets through but is not an address, a phone or a date', () => {
    expect(errorsOf('vendor', { ...validBodies.vendor, from: 'dana@localhost' })).toEqual({ from: expect.stringContaining('valid email') });
    expect(errorsOf('broker-toolkit', { ...validBodies['broker-toolkit'], phone: '555-0187' })).toEqual({ phone: expect.stringContaining('area code') });
    expect(errorsOf('broker-toolkit', { ...validBodies['broker-toolkit'], contactState: 'Ontario', accountVersion: 'Gold' })).toEqual({
      contactState: 'Choose a state.',
      accountVersion: 'Choose an account version.',
    });
    expect(errorsOf('community', { ...validBodies.community, startDate: '2024-02-30' })).toEqual({ startDate: 'Choose a start date.' });
  });

  it('refuse line breaks in single-line fields and control characters anywhere', () => {
    expect(errorsOf('vendor', { ...validBodies.vendor, formsubject: 'Roofing\r\nBcc: x@example.com' })).toEqual({ formsubject: expect.any(String) });
    expect(errorsOf('vendor', { ...validBodies.vendor, message: 'nul \u0000 byte' })).toEqual({ message: expect.any(String) });
    expect(errorsOf('community', { ...validBodies.community, space: 'Two rooms\nfor 40 people' })).toEqual({});
  });

  it.each([
    ['a C1 control (CSI)', 'Roofing \u009b31m'],
    ['next line (NEL)', 'Roofing\u0085Bcc: x@example.com'],
    ['the line separator', 'Roofing\u2028Bcc: x@example.com'],
    ['the paragraph separator', 'Roofing\u2029quote'],
    ['a lone high surrogate', 'Roofing \ud800'],
    ['a lone low surrogate', 'Roofing \udc00'],
    ['an escape sequence', 'Roofing \u001b[2J'],
  ])('refuse %s in a single-line field', (_, formsubject) => {
    expect(errorsOf('vendor', { ...validBodies.vendor, formsubject })).toEqual({ formsubject: 'Use a single line of plain text.' });
  });

  it('refuse C1 controls and lone surrogates in a message too, but keep its line breaks and its emoji', () => {
    expect(errorsOf('community', { ...validBodies.community, message: 'Two rooms \u009b31m' })).toEqual({ message: 'Remove the special characters.' });
    expect(errorsOf('community', { ...validBodies.community, message: 'Two rooms \udfff' })).toEqual({ message: 'Remove the special characters.' });
    expect(errorsOf('community', { ...validBodies.community, message: 'Two rooms\u2028for 40 people 🚚' })).toEqual({});
  });

  it('remove bidirectional overrides and isolates from what people type, in any field', () => {
    const body = formSchemas.vendor.parse({ ...validBodies.vendor, name: '\u202eDana\u202c Ellis\u2066', message: 'Call \u2067me\u2069 back' });
    expect(body.name).toBe('Dana Ellis');
    expect(body.message).toBe('Call me back');
  });

  it('keep every accepted single-line value free of controls (but tab), separators, bidi overrides and lone surrogates (any UTF-16 input)', () => {
    const unsafe = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    const codeUnit = fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.constantFrom(0x09, 0x0a, 0x1b, 0x85, 0x9b, 0x2028, 0x2029, 0x202e, 0x2066, 0xd800, 0xdc00));
    const text = fc.array(codeUnit, { maxLength: 40 }).map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(text, (formsubject) => {
        const result = formSchemas.vendor.safeParse({ ...validBodies.vendor, formsubject });
        if (result.success) expect(result.data.formsubject).not.toMatch(unsafe);
      }),
      { numRuns: 2_000 },
    );
  });

  it('check the parts of the composed contact message and point at the field that is wrong', () => {
    const message = (phone: string, address: string) => composeContactMessage({ name: 'Priya Raman', email: 'priya@sonoran-freight.com', phone, address, message: '' });
    expect(errorsOf('contact', { ...validBodies.contact, message: message('555-0133', '1 Main St') })).toEqual({ phone: expect.stringContaining('area code') });
    expect(errorsOf('contact', { ...validBodies.contact, message: message('', '') })).toEqual({ address: 'Enter your address.' });
    expect(errorsOf('contact', { ...validBodies.contact, message: 'Hello there' })).toEqual({ message: expect.stringContaining('not in the form') });
    expect(errorsOf('contact', { ...validBodies.contact, name: 'Someone Else' })).toEqual({ message: expect.stringContaining('does not match') });
  });

  it('put problems with the whole body under form', () => {
    expect(errorsOf('vendor', null)).toEqual({ form: expect.any(String) });
    expect(errorsOf('vendor', [])).toEqual({ form: expect.any(String) });
  });
});
