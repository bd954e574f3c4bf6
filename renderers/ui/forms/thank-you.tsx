/** A form's thank-you, which takes the form's place and the focus, so screen readers announce it. */
import { useEffect, useRef } from 'react';

export function ThankYou({ message }: { readonly message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="flex scroll-mt-32 flex-col items-center gap-5 px-2 py-10 text-center outline-none md:py-16">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-emerald/10">
        <svg viewBox="0 0 24 24" className="size-8 fill-none stroke-emerald" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 12.5 4 4 8-9" />
        </svg>
      </span>
      <p className="max-w-md text-xl font-semibold leading-snug text-slate md:text-2xl">{message}</p>
    </div>
  );
}
