'use client';
/**
 * The state of an enquiry form in the browser: its values, the errors shown next to each field
 * (the browser's own validation messages, then the shared schema's, then the server's) and the
 * submitting state. Nothing the visitor typed is cleared unless the
 * server answered 200.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type InvalidEvent } from 'react';
import { FORM_ENDPOINTS, FORM_ERROR_KEY, HONEYPOT_FIELD, SEND_FAILED, type FormKind } from './constants';
import type { FieldErrors } from './schemas';
import { useFormToken } from './use-form-token';

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
    if (typeof data !== 'object' || data === null) return { errors: {}, renewToken: false };
    const raw = 'errors' in data && typeof data.errors === 'object' && data.errors !== null ? data.errors : {};
    const errors = Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { errors, renewToken: 'renewToken' in data && data.renewToken === true };
  } catch {
    return { errors: {}, renewToken: false };
  }
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const token = useFormToken();
  const focusPending = useRef(false);

  // After errors appear, the first field that has one takes the focus (in the page's order).
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-message]');
    // A radio group is marked as a whole; its first radio takes the focus.
    (first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first)?.focus();
  }, [errors]);

  const showErrors = (next: FieldErrors) => {
    focusPending.current = true;
    setErrors(next);
  };

  // Several fields report `invalid` in one go, before React renders: they gather here.
  const errorsRef = useRef<FieldErrors>({});
  useEffect(() => {
    errorsRef.current = errors;
  }, [errors]);

  const field = (name: keyof V & string): FieldControl => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event) => {
      const target = event.currentTarget;
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name] !== undefined && target.validity.valid) setErrors((current) => without(current, name));
    },
    onInvalid: (event) => {
      // The browser's own message, shown next to the field rather than in a passing bubble.
      event.preventDefault();
      errorsRef.current = { ...errorsRef.current, [name]: event.currentTarget.validationMessage };
      showErrors(errorsRef.current);
    },
  });

  const send = async (body: Record<string, unknown>): Promise<Outcome> => {
    const ready = await token.ready();
    const response = await fetch(FORM_ENDPOINTS[kind], {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, token: ready, [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '' }),
    });
    if (response.status === 200) return { kind: 'ok' };
    const answer = await readErrors(response);
    if (answer.renewToken) token.renew();
    const formMessage = response.status === 400 ? answer.errors[FORM_ERROR_KEY] : (answer.errors[FORM_ERROR_KEY] ?? SEND_FAILED);
    showErrors(formMessage === undefined ? answer.errors : { ...answer.errors, [FORM_ERROR_KEY]: formMessage });
    return response.status === 400 ? { kind: 'refused' } : { kind: 'status', status: response.status };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<Outcome | undefined> => {
    event.preventDefault();
    if (submitting) return undefined;
    const built = toBody(values);
    if ('errors' in built) {
      showErrors(built.errors);
      return { kind: 'refused' };
    }
    setErrors({});
    errorsRef.current = {};
    setSubmitting(true);
    let outcome: Outcome;
    try {
      outcome = await send(built.body);
    } catch {
      showErrors({ [FORM_ERROR_KEY]: SEND_FAILED });
      outcome = { kind: 'network' };
    }
    setSubmitting(false);
    if (outcome.kind === 'ok') {
      setValues(initial);
      onSuccess();
    }
    return outcome;
  };

  return { values, errors, submitting, field, formRef, honeypotRef, onSubmit, formError: errors[FORM_ERROR_KEY] };
}
