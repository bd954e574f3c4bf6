/**
 * `npm run audit`: the production dependencies have no high or critical advisory.
 *
 * Runs `npm audit --omit=dev --json` and reads its report. Exit 0 when clean, 1 when a high or
 * critical advisory is listed (each printed with its package, severity and title), 2 when the
 * advisory database cannot be reached and `AUDIT_REQUIRED=1` is set. A registry that does not
 * serve the audit endpoint (some mirrors answer 405) is reported on stderr as "not checked",
 * never as clean.
 */
import { spawnSync } from 'node:child_process';
import { readAuditReport } from './lib/audit-report';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const verdict = readAuditReport(run.stdout);

switch (verdict.kind) {
  case 'clean':
    console.log(`npm audit: no high or critical advisory in production dependencies (${verdict.total} lower).`);
    break;
  case 'failing':
    for (const line of verdict.findings) console.error(line);
    console.error(`npm audit: ${verdict.findings.length} high or critical advisories in production dependencies.`);
    process.exitCode = 1;
    break;
  case 'unavailable':
    console.error(`npm audit: NOT CHECKED, the advisory database could not be read (${verdict.reason}).`);
    if (process.env.AUDIT_REQUIRED === '1') process.exitCode = 2;
    break;
}
