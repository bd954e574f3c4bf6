/**
 * `npm run build`'s last step, after `next build site`: gives the build's browser scripts V8's
 * compile hint (scripts/lib/compile-hints.ts says why). The build is site/.next, or site/$SITE_DIST_DIR
 * when that is set (as for `next build`). Safe to run twice.
 */
import path from 'node:path';
import { markScripts } from './lib/compile-hints';

const distDir = path.join(__dirname, '../site', process.env.SITE_DIST_DIR ?? '.next');
const report = markScripts(path.join(distDir, 'static/chunks'));
console.log(`compile hints: ${report.marked} scripts marked, ${report.unchanged} already marked (${path.relative(process.cwd(), distDir)})`);
