/**
 * One zod schema per form, shared by the browser form (which checks the values before sending
 * and builds the request body with it) and the server handler (which checks the body again and
 * answers 400 with the same messages). The request bodies are what the API routes take; the
 * server adds
 * only the guard fields (`token`, the honeypot), which are checked apart from the form.
 *
 * Written with `zod/mini`, whose checks tree-shake: these schemas ship to every visitor's browser.
 */
import * as z from 'zod/mini';
import {
  ACCOUNT_VERSIONS,
  DEFAULT_SUBJECT,
  FORM_ERROR_KEY,
  HONEYPOT_FIELD,
  NO_MESSAGE,
  US_STATES,
  type FormKind,
} from './constants';
import { parseContactMessage } from './contact-message';

const LINE_MAX = 200;
const TEXT_MAX = 5000;

/**
 * Control characters other than tab and line breaks (C0, DEL and C1): never typed, PostgreSQL
 * refuses NUL, and a terminal runs ESC and CSI sequences. A UTF-16 surrogate without its pair
 * (JSON can carry one) is not text at all.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Line breaks, Unicode's own separators included: a single-line value may end up in a mail header. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/**
 * Bidirectional embeddings, overrides and isolates: invisible, and they reorder what is shown
 * around them (a name could show an address backwards). Removed wherever text is typed.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Runs before a schema, as zod's `preprocess` does (zod/mini spells it as a pipe). */
const before = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(prepare), schema);
const blankToEmpty = (value: unknown): unknown => (value === undefined || value === null ? '' : value);
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
const withoutBidiControls = z.overwrite((value: string) => value.replace(BIDI_CONTROLS, ''));

const maxLength = (max: number) => z.maxLength(max, { error: `Use at most ${max} characters.` });

/** A required single-line value, e.g. `line('Enter your name.')`. */
const line = (required: string) =>
  z
    .string({ error: required })
    .check(
      withoutBidiControls,
      z.trim(),
      z.minLength(1, { error: required }),
      maxLength(LINE_MAX),
      z.refine((value) => !LINE_BREAK.test(value) && !CONTROL.test(value), { error: 'Use a single line of plain text.' }),
    );

/** A required text that may span lines. */
const paragraph = (required: string) =>
  z
    .string({ error: required })
    .check(withoutBidiControls, z.trim(), z.minLength(1, { error: required }), maxLength(TEXT_MAX), z.refine((value) => !CONTROL.test(value), { error: 'Remove the special characters.' }));

/** An optional message: missing or blank is sent and kept as 'No Message Added'. */
const optionalMessage = before(
  blankToEmpty,
  z.pipe(
    z.string({ error: 'Enter a message.' }).check(withoutBidiControls, z.trim(), maxLength(TEXT_MAX), z.refine((value) => !CONTROL.test(value), { error: 'Remove the special characters.' })),
    z.transform((value: string) => (value === '' ? NO_MESSAGE : value)),
  ),
);

const email = before(trimmed, z.email({ error: 'Enter a valid email address, e.g. name@example.com.' }).check(z.maxLength(254, { error: 'Use at most 254 characters.' })));

/** A phone number with its area code: digits and the usual separators, 10 to 15 digits. */
const phone = line('Enter your phone number.').check(
  z.refine((value) => /^[0-9()+.\-\s]+$/.test(value) && /^(?:\D*\d){10,15}\D*$/.test(value), { error: 'Enter a phone number with its area code, e.g. 303 555 0142.' }),
);

/** The property contact form's phone: optional, and when given held to the same rule as the other forms' phones. */
const blankOrSpaces = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? '' : blankToEmpty(value));
const optionalPhone = before(blankOrSpaces, z.union([z.literal(''), phone], { error: 'Enter a phone number with its area code, e.g. 303 555 0142.' }));

/** A website, as people type it: `example.com` is as good as `https://www.example.com/`. */
const website = line('Enter your website.').check(z.refine((value) => /^\S+\.\S+$/.test(value), { error: 'Enter a website address, e.g. example.com.' }));

/** A calendar date as a date input sends it: `YYYY-MM-DD`. */
const isoDate = line('Choose a start date.').check(
  z.refine((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return date.toISOString().slice(0, 10) === value;
  }, { error: 'Choose a start date.' }),
);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, error: string) => before(trimmed, z.enum(values, { error }));

// ---------------------------------------------------------------- the four forms

export const vendorSchema = z.object({
  name: line('Enter your name.'),
  from: email,
  websitelink: website,
  formsubject: line('Enter a subject.'),
  message: optionalMessage,
});

export const brokerToolkitSchema = z.object({
  firstName: line('Enter your first name.'),
  lastName: line('Enter your last name.'),
  from: email,
  phone,
  companyName: line('Enter your company name.'),
  accountVersion: oneOf(ACCOUNT_VERSIONS, 'Choose an account version.'),
  contactState: oneOf(US_STATES, 'Choose a state.'),
});

/** What the property contact form holds; its body carries them composed into `message`. */
export const contactFieldsSchema = z.object({
  name: line('Enter your name.'),
  from: email,
  phone: optionalPhone,
  address: line('Enter your address.'),
  message: optionalMessage,
});

export const contactSchema = z
  .object({
    name: line('Enter your name.'),
    from: email,
    formsubject: before((value) => (value === undefined || value === null || value === '' ? DEFAULT_SUBJECT : value), line('Enter a subject.')),
    message: z.string({ error: 'Enter a message.' }).check(z.maxLength(LINE_MAX * 4 + TEXT_MAX + 100, { error: 'The message is too long.' })),
    recipient: email,
  })
  .check(
    z.superRefine((body, ctx) => {
      const parts = parseContactMessage(body.message);
      if (parts === undefined) {
        ctx.addIssue({ code: 'custom', path: ['message'], message: 'The message is not in the form the contact form sends.' });
        return;
      }
      if (parts.name.trim() !== body.name || (parts.email ?? '').trim() !== body.from) {
        ctx.addIssue({ code: 'custom', path: ['message'], message: 'The message does not match the name and email sent with it.' });
      }
      const fields = contactFieldsSchema.safeParse({ ...parts, from: parts.email ?? '', phone: parts.phone ?? '', address: parts.address ?? '' });
      for (const issue of fields.success ? [] : fields.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );

export const communitySchema = z.object({
  firstName: line('Enter your first name.'),
  lastName: line('Enter your last name.'),
  from: email,
  phone,
  organization: line('Enter your organization.'),
  location: line('Enter the location you are interested in.'),
  space: paragraph('Describe the space you need.'),
  startDate: isoDate,
  timeFrame: line('Enter a time frame.'),
  message: paragraph('Enter a message.'),
});

/** The body schema of each endpoint. */
export const formSchemas = {
  vendor: vendorSchema,
  'broker-toolkit': brokerToolkitSchema,
  contact: contactSchema,
  community: communitySchema,
} as const satisfies Record<FormKind, z.ZodMiniType>;

/** A body as the server stores and delivers it (defaults applied). */
export type FormBody<K extends FormKind> = z.output<(typeof formSchemas)[K]>;
/** A body as a browser sends it. */
export type FormInput<K extends FormKind> = z.input<(typeof formSchemas)[K]>;

/** The fields that guard an endpoint against bots; they travel beside the form's own. */
export const guardSchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  [HONEYPOT_FIELD]: z.optional(z.unknown()),
});

/** The error answer of a 400, and what the browser shows next to each field. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The first message for each top-level field; issues of the whole body go under 'form'. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' || typeof issue.path[0] === 'number' ? String(issue.path[0]) : FORM_ERROR_KEY;
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}

/** The body a schema makes of a form's values, or the errors to show next to the fields. */
export function buildBody(schema: z.ZodMiniType<Record<string, unknown>>, values: unknown): { readonly body: Record<string, unknown> } | { readonly errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error) };
}
