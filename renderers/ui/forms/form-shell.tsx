/**
 * What every enquiry form shares around its fields: the form element with its name, the
 * required-field note, the honeypot and the submit row. A form is sent by the runtime (a
 * submission before it arrives is held by the page's loader and sent once it has, see
 * site/server/runtime-after-paint.cjs); a browser without JavaScript is told so plainly by the
 * section around it (renderers/enquiry-form-section.tsx).
 */
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { SUBMITTING_LABEL } from './constants';
import { Honeypot, SubmitRow } from './fields';

export interface FormShellProps {
  readonly label: string;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly honeypotRef: RefObject<HTMLInputElement | null>;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly submitLabel: string;
  readonly submitting: boolean;
  readonly formError: string | undefined;
  readonly children: ReactNode;
}

export function FormShell({ label, formRef, honeypotRef, onSubmit, submitLabel, submitting, formError, children }: FormShellProps) {
  return (
    <form ref={formRef} aria-label={label} onSubmit={onSubmit} aria-busy={submitting} className="relative flex flex-col gap-6">
      <p aria-hidden="true" className="text-sm text-ink/70">
        <span className="text-freight">*</span> Required
      </p>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      <Honeypot inputRef={honeypotRef} />
      <SubmitRow label={submitLabel} submitting={submitting} submittingLabel={SUBMITTING_LABEL} formError={formError} />
    </form>
  );
}
