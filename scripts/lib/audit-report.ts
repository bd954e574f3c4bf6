/** Reads the JSON report of `npm audit --json` (npm 7 and later) into a verdict. */

export type AuditVerdict =
  | { readonly kind: 'clean'; readonly total: number }
  | { readonly kind: 'failing'; readonly findings: readonly string[] }
  | { readonly kind: 'unavailable'; readonly reason: string };

interface Vulnerability {
  readonly name?: string;
  readonly severity?: string;
  readonly range?: string;
  readonly via?: ReadonlyArray<string | { readonly title?: string; readonly url?: string }>;
}

interface AuditJson {
  readonly vulnerabilities?: Readonly<Record<string, Vulnerability>>;
  readonly metadata?: { readonly vulnerabilities?: Readonly<Record<string, number>> };
  readonly message?: string;
  readonly error?: { readonly summary?: string; readonly code?: string };
}

const BLOCKING = new Set(['high', 'critical']);

function describe(name: string, vulnerability: Vulnerability): string {
  const titles = (vulnerability.via ?? []).map((via) => (typeof via === 'string' ? `through ${via}` : `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`));
  return `${vulnerability.severity}: ${name} ${vulnerability.range ?? ''} ${titles.join('; ')}`.replace(/\s+/g, ' ').trim();
}

export function readAuditReport(stdout: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: 'unavailable', reason: stdout.trim() === '' ? 'npm audit printed nothing' : 'npm audit did not print JSON' };
  }
  if (report.vulnerabilities === undefined || report.metadata?.vulnerabilities === undefined) {
    const reason = [report.error?.summary, report.message].find((text) => typeof text === 'string' && text.trim() !== '');
    return { kind: 'unavailable', reason: reason ?? 'the report has no vulnerabilities section' };
  }
  const findings = Object.entries(report.vulnerabilities)
    .filter(([, vulnerability]) => BLOCKING.has(vulnerability.severity ?? ''))
    .map(([name, vulnerability]) => describe(name, vulnerability));
  if (findings.length > 0) return { kind: 'failing', findings };
  return { kind: 'clean', total: report.metadata.vulnerabilities.total ?? 0 };
}
