/**
 * The enquiry forms' controls: a label above each control, its error below it (tied with
 * aria-describedby and aria-invalid), required fields marked with an asterisk that screen
 * readers skip (they announce `required` themselves).
 */
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { buttonClasses } from '../button';
import { cn } from '../cn';
import { HONEYPOT_FIELD } from './constants';
import type { FieldControl } from './use-enquiry-form';

/** `scroll-mt-32`: a field that takes the focus is not hidden under the sticky header. */
const controlClasses =
  'block w-full scroll-mt-32 rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-ink/45 transition-colors focus:border-freight';
const controlState = (error: string | undefined) => (error === undefined ? 'border-freight/35 hover:border-freight/60' : 'border-vivid-red');

const errorId = (control: FieldControl) => `${control.id}-error`;

function Label({ htmlFor, required, children }: { readonly htmlFor: string; readonly required: boolean | undefined; readonly children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-slate">
      {children}
      {required ? (
        <span aria-hidden="true" className="text-freight">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

function FieldError({ control }: { readonly control: FieldControl }) {
  if (control.error === undefined) return null;
  return (
    <p id={errorId(control)} className="flex items-start gap-1.5 text-sm font-medium text-vivid-red">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.25h1.8v5.5H9.1v-5.5Zm.9 8.75a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <span>{control.error}</span>
    </p>
  );
}

const described = (control: FieldControl) =>
  control.error === undefined ? {} : { 'aria-invalid': true as const, 'aria-describedby': errorId(control) };

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'value' | 'onChange' | 'onInvalid' | 'children'>;

interface FieldProps {
  readonly control: FieldControl;
  readonly label: string;
  readonly className?: string;
}

export function TextField({ control, label, className, required, type = 'text', ...rest }: FieldProps & InputProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={control.id} required={required}>
        {label}
      </Label>
      <input
        {...rest}
        type={type}
        id={control.id}
        name={control.name}
        value={String(control.value)}
        required={required}
        onChange={control.onChange}
        onInvalid={control.onInvalid}
        className={cn(controlClasses, controlState(control.error))}
        {...described(control)}
      />
      <FieldError control={control} />
    </div>
  );
}

export function TextArea({ control, label, className, required, rows = 5, maxLength }: FieldProps & { readonly required?: boolean; readonly rows?: number; readonly maxLength?: number }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={control.id} required={required}>
        {label}
      </Label>
      <textarea
        id={control.id}
        name={control.name}
        value={String(control.value)}
        rows={rows}
        maxLength={maxLength}
        required={required}
        onChange={control.onChange}
        onInvalid={control.onInvalid}
        className={cn(controlClasses, controlState(control.error), 'min-h-32 resize-y')}
        {...described(control)}
      />
      <FieldError control={control} />
    </div>
  );
}

export function SelectField({ control, label, className, options, placeholder }: FieldProps & { readonly options: readonly string[]; readonly placeholder: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={control.id} required>
        {label}
      </Label>
      <select
        id={control.id}
        name={control.name}
        value={String(control.value)}
        required
        onChange={control.onChange}
        onInvalid={control.onInvalid}
        className={cn(controlClasses, controlState(control.error), 'appearance-none bg-[length:1.25rem] bg-[right_1rem_center] bg-no-repeat pr-12', control.value === '' && 'text-ink/60')}
        style={{ backgroundImage: "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%2340616a'%3E%3Cpath d='M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z'/%3E%3C/svg%3E\")" }}
        {...described(control)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option} className="text-ink">
            {option}
          </option>
        ))}
      </select>
      <FieldError control={control} />
    </div>
  );
}

/** A required choice of a few options, as radio buttons in a fieldset. */
export function RadioGroup({ control, label, className, options }: FieldProps & { readonly options: readonly string[] }) {
  return (
    <fieldset role="radiogroup" aria-labelledby={`${control.id}-legend`} aria-required className={cn('flex flex-col gap-2', className)} {...described(control)}>
      <legend id={`${control.id}-legend`} className="mb-1.5 text-sm font-semibold text-slate">
        {label}
        <span aria-hidden="true" className="text-freight">
          {' *'}
        </span>
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex flex-1 cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-base text-ink has-[:checked]:border-freight has-[:checked]:bg-lightest',
              controlState(control.error),
            )}
          >
            <input
              type="radio"
              name={control.name}
              value={option}
              checked={control.value === option}
              required
              onChange={control.onChange}
              onInvalid={control.onInvalid}
              className="size-4 scroll-mt-32 accent-freight"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError control={control} />
    </fieldset>
  );
}

export function ConsentCheckbox({ control, label }: { readonly control: FieldControl; readonly label: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={control.id}
          name={control.name}
          checked={control.value === true}
          required
          onChange={control.onChange}
          onInvalid={control.onInvalid}
          className="mt-1 size-5 shrink-0 scroll-mt-32 accent-freight"
          {...described(control)}
        />
        <label htmlFor={control.id} className="text-sm leading-relaxed text-ink">
          {label}
          <span aria-hidden="true" className="text-freight">
            {' *'}
          </span>
        </label>
      </div>
      <FieldError control={control} />
    </div>
  );
}

/** A field people never see or reach; bots that fill every field give themselves away. */
export function Honeypot({ inputRef }: { readonly inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The submit button and, above it, what went wrong with the whole form (announced when it appears). */
export function SubmitRow({ label, submitting, submittingLabel, formError }: { readonly label: string; readonly submitting: boolean; readonly submittingLabel: string; readonly formError: string | undefined }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="empty:hidden">
        {formError === undefined ? null : (
          <p data-form-message tabIndex={-1} className="scroll-mt-32 rounded-lg border border-vivid-red/40 bg-subtle-pale-pink px-4 py-3 text-sm font-medium text-ink">
            {formError}
          </p>
        )}
      </div>
      <div>
        <button type="submit" disabled={submitting} className={cn(buttonClasses.primary, 'min-w-40 cursor-pointer disabled:cursor-wait disabled:opacity-70')}>
          {submitting ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 size-4 animate-spin fill-none stroke-current">
              <circle cx="12" cy="12" r="9" strokeWidth="3" className="opacity-30" />
              <path d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" />
            </svg>
          ) : null}
          {submitting ? submittingLabel : label}
        </button>
      </div>
    </div>
  );
}
