import type { Diagnostic } from '../validate/payload';
import { formatDiagnostic } from '../validate/validate';
import { messages } from '../validate/messages';

/** The development-only panel listing what was dropped from the page and why. */
export function DiagnosticsPanel({ diagnostics }: { readonly diagnostics: readonly Diagnostic[] }) {
  if (diagnostics.length === 0) return null;
  return (
    <aside role="status" aria-label="Block diagnostics" className="mx-auto my-6 max-w-5xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 font-mono text-sm text-amber-950">
      <p className="font-bold">{messages.devPanelTitle(diagnostics.length)}</p>
      <ul className="mt-2 list-disc pl-5">
        {diagnostics.map((d) => {
          const line = formatDiagnostic(d);
          return <li key={line}>{line}</li>;
        })}
      </ul>
    </aside>
  );
}
