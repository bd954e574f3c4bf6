/** A form's thank-you, which takes the form's place and the focus, so screen readers announce it. */
import { useEffect, useRef } from 'react';

export function ThankYou({ message }: { readonly message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="flex items-start gap-4 rounded-2xl bg-lightest px-6 py-8 text-lg font-medium text-slate outline-none md:px-8">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-7 shrink-0 fill-none stroke-emerald" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" />
      </svg>
      <p>{message}</p>
    </div>
  );
}
