import type { Diagnostic } from '../validate/payload';
import { countDiagnostics, formatDiagnostic } from '../validate/validate';
import { messages } from '../validate/messages';

const itemClasses = {
  error: 'text-red-800',
  warning: 'text-amber-950',
} as const;

/**
 * The development-only panel listing what was dropped from the page (errors) and which values
 * were changed or discarded (warnings), each line as the validator prints it, errors first.
 */
export function DiagnosticsPanel({ diagnostics }: { readonly diagnostics: readonly Diagnostic[] }) {
  if (diagnostics.length === 0) return null;
  const { errors, warnings } = countDiagnostics(diagnostics);
  const ordered = [...diagnostics.filter((d) => d.severity === 'error'), ...diagnostics.filter((d) => d.severity === 'warning')];
  return (
    <aside role="status" aria-label="Block diagnostics" className="mx-auto my-6 max-w-5xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 font-mono text-sm text-amber-950">
      <p className="font-bold">{messages.devPanelTitle(errors, warnings)}</p>
      <ul className="mt-2 list-disc pl-5">
        {ordered.map((d) => {
          const line = formatDiagnostic(d);
          return (
            <li key={line} data-severity={d.severity} className={itemClasses[d.severity]}>
              {line}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
