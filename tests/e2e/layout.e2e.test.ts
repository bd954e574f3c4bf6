/**
 * How pages are laid out, as a visitor reading them on a 360–390 px phone and a 1440 px desktop
 * notices: tables that read cleanly, sections that line up on one content edge, and
 * figures in a row that share one baseline.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { PHONE, visit, WIDE } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const SMALL_PHONE = 360;

/** The pages with tables: a property list, a spec sheet, office hours and an article's figures. */
const TABLE_PAGES = ['/properties/', '/properties/gateway-303/', '/contact/', '/news/larkspur-named-green-lease-leader/'];

interface TableReport {
  /** Cells whose content is wider than the cell (it runs into the next column). */
  readonly overflowing: string[];
  /** Tables wider than their box that cannot be scrolled with the keyboard. */
  readonly unreachable: string[];
  readonly pageWidth: number;
}

/** Every table cell and its scroll box, measured as laid out. */
function tableReport(page: Page): Promise<TableReport> {
  return page.evaluate(() => {
    const overflowing: string[] = [];
    const unreachable: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      for (const cell of table.querySelectorAll<HTMLElement>('td, th')) {
        // A header row kept only for screen readers (phones show each header beside its value) is no column.
        if (cell.offsetParent === null || (cell.closest('thead, tbody, tfoot')?.getBoundingClientRect().width ?? 0) <= 1) continue;
        if (cell.scrollWidth > cell.clientWidth + 1) overflowing.push(cell.textContent?.trim().slice(0, 40) ?? '');
      }
      const box = table.parentElement;
      if (box && table.getBoundingClientRect().width > box.clientWidth + 1 && (getComputedStyle(box).overflowX !== 'auto' || box.tabIndex !== 0)) {
        unreachable.push(table.textContent?.trim().slice(0, 40) ?? '');
      }
    }
    return { overflowing, unreachable, pageWidth: document.documentElement.scrollWidth };
  });
}

describe.each([SMALL_PHONE, PHONE, WIDE])('at %i px, a visitor reading a table', (width) => {
  it.each(TABLE_PAGES)('on %s sees every cell within its column and the page no wider than the screen', async (path) => {
    const { page, close } = await visit(browser, siteUrl, path, width);
    await expect(page.locator('main table').count()).resolves.toBeGreaterThan(0);
    const report = await tableReport(page);
    expect(report.overflowing).toEqual([]);
    expect(report.unreachable).toEqual([]);
    expect(report.pageWidth).toBeLessThanOrEqual(width);
    await close();
  });
});

describe('on a phone, a visitor reading the property table', () => {
  it('reads each property as a card of "header: value" lines', async () => {
    const { page, close } = await visit(browser, siteUrl, '/properties/', PHONE);
    const firstRow = page.locator('main table tbody tr').first();
    const text = (await firstRow.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/^Property .+ Market .+ Square feet [\d,]+ Clear height \d+ ft$/);
    const box = await firstRow.boundingBox();
    expect(box?.width).toBeGreaterThan(PHONE - 60);
    await close();
  });
});

/**
 * The content edge of each section: where its own content starts (inside the section's padding),
 * or where its first heading, text, list, image or link starts, whichever is further left.
 * Elements as wide as the page (a background, a hero image) are not an edge.
 */
function contentEdges(page: Page): Promise<Array<{ x: number; what: string }>> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const blocks = [...document.querySelectorAll('main .cms-blocks > *, main > article > header, main > article > div:not(.cms-blocks)')];
    return blocks.flatMap((block) => {
      let edge = { x: Number.POSITIVE_INFINITY, what: '' };
      for (const element of [block, ...block.querySelectorAll('h1, h2, h3, h4, p, ul, ol, dl, img, figure, table, blockquote, a, form, details')]) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || rect.width > viewport * 0.9 || rect.right <= 0 || rect.left >= viewport) continue;
        if (element.closest('[aria-hidden="true"], [role="dialog"], .sr-only')) continue;
        const style = getComputedStyle(element);
        const x = Math.round(element === block ? rect.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth) : rect.left);
        if (x < edge.x) edge = { x, what: `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim().slice(0, 40)}”` };
      }
      return Number.isFinite(edge.x) ? [edge] : [];
    });
  });
}

const LAYOUT_PAGES = ['/', '/about/', '/region/east/', '/leadership/', '/vendors/', '/community-space/', '/broker-toolkit/', '/properties/', '/careers/', '/sustainability/', '/news/larkspur-named-green-lease-leader/'];

describe.each([PHONE, WIDE])('at %i px, a visitor scrolling a page', (width) => {
  it.each(LAYOUT_PAGES)('sees the sections of %s start on at most two content edges', async (path) => {
    const { page, close } = await visit(browser, siteUrl, path, width);
    const edges = await contentEdges(page);
    expect(edges.length).toBeGreaterThan(2);
    const distinct = [...new Set(edges.map((edge) => edge.x))];
    expect(distinct.length, JSON.stringify(edges)).toBeLessThanOrEqual(2);
    await close();
  });
});

/** For every row of figures (a description list's items at the same height), each figure's first baseline. */
function figureRows(page: Page): Promise<number[][]> {
  return page.evaluate(() => {
    const baseline = (element: Element): number => {
      const range = document.createRange();
      const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      range.setStart(text ?? element, 0);
      range.setEnd(text ?? element, text ? 1 : 0);
      return range.getClientRects()[0]?.bottom ?? element.getBoundingClientRect().top;
    };
    const rows: number[][] = [];
    for (const list of document.querySelectorAll('main dl')) {
      const byRow = new Map<number, number[]>();
      for (const item of list.children) {
        const figure = item.querySelector('dd');
        if (figure === null || item.getBoundingClientRect().height === 0) continue;
        const top = Math.round(item.getBoundingClientRect().top);
        byRow.set(top, [...(byRow.get(top) ?? []), Math.round(baseline(figure))]);
      }
      rows.push(...[...byRow.values()].filter((row) => row.length > 1));
    }
    return rows;
  });
}

describe.each([PHONE, WIDE])('at %i px, a visitor reading figures', (width) => {
  it.each(['/region/east/', '/about/', '/'])('on %s sees the figures of each row on one baseline, whatever the length of their labels', async (path) => {
    const { page, close } = await visit(browser, siteUrl, path, width);
    const rows = await figureRows(page);
    if (width === WIDE) expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Math.max(...row) - Math.min(...row), JSON.stringify(rows)).toBeLessThanOrEqual(1);
    await close();
  });
});
