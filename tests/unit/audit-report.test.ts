import { describe, expect, it } from 'vitest';
import { readAuditReport } from '../../scripts/lib/audit-report';

const report = (vulnerabilities: Record<string, object>, counts: Record<string, number>) => JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });

describe('readAuditReport', () => {
  it('passes a report with only low and moderate advisories', () => {
    const json = report({ cookie: { name: 'cookie', severity: 'low', range: '<0.7.0', via: [{ title: 'out of bounds characters' }] } }, { low: 1, moderate: 0, high: 0, critical: 0, total: 1 });
    expect(readAuditReport(json)).toEqual({ kind: 'clean', total: 1 });
  });

  it('fails on a high or critical advisory and names the package, its range and the advisory', () => {
    const json = report(
      {
        next: { name: 'next', severity: 'critical', range: '16.0.0 - 16.0.6', via: [{ title: 'Remote code execution in React Server Components', url: 'https://github.com/advisories/GHSA-x' }] },
        'html-react-parser': { name: 'html-react-parser', severity: 'high', range: '*', via: ['domhandler'] },
        zod: { name: 'zod', severity: 'moderate', range: '<3.22.3', via: [{ title: 'ReDoS' }] },
      },
      { moderate: 1, high: 1, critical: 1, total: 3 },
    );
    expect(readAuditReport(json)).toEqual({
      kind: 'failing',
      findings: ['critical: next 16.0.0 - 16.0.6 Remote code execution in React Server Components (https://github.com/advisories/GHSA-x)', 'high: html-react-parser * through domhandler'],
    });
  });

  it('never reads an unreachable advisory database as clean', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } });
    expect(readAuditReport(refused)).toEqual({ kind: 'unavailable', reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk' });
    expect(readAuditReport('')).toMatchObject({ kind: 'unavailable' });
    expect(readAuditReport('npm ERR! network')).toMatchObject({ kind: 'unavailable' });
  });
});
