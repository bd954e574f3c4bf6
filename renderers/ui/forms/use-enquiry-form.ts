/**
 * The state of an enquiry form in the browser: its values, the errors shown next to each field
 * (always in the site's words: the shared schema's message for the rule the browser found broken,
 * then the schema's own check, then the server's) and the
 * submitting state. Nothing the visitor typed is cleared unless the
 * server answered 200.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type InvalidEvent, type RefObject } from 'react';
// The module itself, not the engine's index: this file runs in the browser.
import { isRecord } from '../../../engine/record';
import { BROWSER_RULE_MESSAGES, FORM_ENDPOINTS, FORM_ERROR_KEY, HONEYPOT_FIELD, SEND_FAILED, type FormKind } from './constants';
import type { FieldErrors } from './schemas';
import { useFormToken } from './use-form-token';

type FormToken = ReturnType<typeof useFormToken>;

export type FormValues = Record<string, string | boolean>;

/** What `toBody` makes of the values: the request body, or the errors that keep it from being sent. */
export type BuiltBody = { readonly body: Record<string, unknown> } | { readonly errors: FieldErrors };

/** How a submission ended: 200, a 400 with field errors, another status, or no answer at all. */
export type Outcome = { readonly kind: 'ok' } | { readonly kind: 'refused' } | { readonly kind: 'status'; readonly status: number } | { readonly kind: 'network' };

/** What a field component needs from the form. */
export interface FieldControl {
  readonly id: string;
  readonly name: string;
  readonly value: string | boolean;
  readonly error: string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  readonly onInvalid: (event: InvalidEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

const without = (errors: FieldErrors, name: string): FieldErrors => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name));

async function readErrors(response: Response): Promise<{ errors: FieldErrors; renewToken: boolean }> {
  try {
    const data: unknown = await response.json();
    if (!isRecord(data)) return { errors: {}, renewToken: false };
    const raw = isRecord(data.errors) ? data.errors : {};
    const errors = Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { errors, renewToken: data.renewToken === true };
  } catch {
    return { errors: {}, renewToken: false };
  }
}

/** Posts a checked body with the form's token and honeypot: how it ended, and for anything but a 200 the errors to show. */
async function post(kind: FormKind, body: Record<string, unknown>, token: FormToken, honeypot: string): Promise<{ outcome: Outcome; errors?: FieldErrors }> {
  const response = await fetch(FORM_ENDPOINTS[kind], {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...body, token: await token.ready(), [HONEYPOT_FIELD]: honeypot }),
  });
  if (response.status === 200) return { outcome: { kind: 'ok' } };
  const answer = await readErrors(response);
  if (answer.renewToken) token.renew();
  const formMessage = response.status === 400 ? answer.errors[FORM_ERROR_KEY] : (answer.errors[FORM_ERROR_KEY] ?? SEND_FAILED);
  return {
    outcome: response.status === 400 ? { kind: 'refused' } : { kind: 'status', status: response.status },
    errors: formMessage === undefined ? answer.errors : { ...answer.errors, [FORM_ERROR_KEY]: formMessage },
  };
}

/**
 * The errors shown beside the fields. `show` replaces them and then focuses the first field that
 * has one (in the page's order); `add` gathers the browser's messages, which several fields
 * report in one go before React renders.
 */
function useShownErrors(formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const focusPending = useRef(false);
  const gathered = useRef<FieldErrors>({});

  useEffect(() => {
    gathered.current = errors;
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-message]');
    // A radio group is marked as a whole; its first radio takes the focus.
    (first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first)?.focus();
  }, [errors, formRef]);

  const show = (next: FieldErrors) => {
    focusPending.current = true;
    setErrors(next);
  };
  const add = (name: string, message: string) => {
    gathered.current = { ...gathered.current, [name]: message };
    show(gathered.current);
  };
  const clear = () => {
    gathered.current = {};
    setErrors({});
  };
  const drop = (name: string) => setErrors((current) => without(current, name));
  return { errors, show, add, clear, drop };
}

export interface EnquiryFormOptions<V extends FormValues> {
  readonly kind: FormKind;
  readonly initial: V;
  /** Checks the values with the form's schema and builds the request body. */
  readonly toBody: (values: V) => BuiltBody;
  /** Called after a 200, with the values already cleared. */
  readonly onSuccess: () => void;
}

export function useEnquiryForm<V extends FormValues>({ kind, initial, toBody, onSuccess }: EnquiryFormOptions<V>) {
  const idPrefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const token = useFormToken();
  const shown = useShownErrors(formRef);
  const { errors } = shown;

  /** The schema's message for this field's values, the site's words for a browser-only rule, or (never expected) the browser's. */
  const siteMessage = (name: string, browserMessage: string): string => {
    const built = toBody(values);
    return ('errors' in built ? built.errors[name] : undefined) ?? BROWSER_RULE_MESSAGES[name] ?? browserMessage;
  };

  const field = (name: keyof V & string): FieldControl => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event) => {
      const target = event.currentTarget;
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name] !== undefined && target.validity.valid) shown.drop(name);
    },
    onInvalid: (event) => {
      // The browser found a rule broken (required, email, length) before the submit handler ran:
      // the site's message for this field, next to it rather than in a passing bubble.
      event.preventDefault();
      shown.add(name, siteMessage(name, event.currentTarget.validationMessage));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<Outcome | undefined> => {
    event.preventDefault();
    if (submitting) return undefined;
    const built = toBody(values);
    if ('errors' in built) {
      shown.show(built.errors);
      return { kind: 'refused' };
    }
    shown.clear();
    setSubmitting(true);
    let outcome: Outcome;
    try {
      const answer = await post(kind, built.body, token, honeypotRef.current?.value ?? '');
      if (answer.errors !== undefined) shown.show(answer.errors);
      outcome = answer.outcome;
    } catch {
      shown.show({ [FORM_ERROR_KEY]: SEND_FAILED });
      outcome = { kind: 'network' };
    }
    setSubmitting(false);
    if (outcome.kind === 'ok') {
      // A token serves one submission (site/forms/handle-submission.ts): the next message needs a new one.
      token.renew();
      setValues(initial);
      onSuccess();
    }
    return outcome;
  };

  return { values, errors, submitting, field, formRef, honeypotRef, onSubmit, formError: errors[FORM_ERROR_KEY] };
}
