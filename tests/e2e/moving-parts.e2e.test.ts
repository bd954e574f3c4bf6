/**
 * The moving parts, as a visitor uses them at phone (390 px) and desktop (1280 px) widths: the
 * carousels' controls, the development hotspots, the video hero's words, the tenant-portal
 * modal and the job listings; no accessibility violation on the pages that hold them; and the
 * JavaScript those pages transfer.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { scriptTransfer } from './script-transfer';
import { axeViolations } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function open(uri: string, width = 1280, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion });
  const response = await page.goto(`${siteUrl}${uri}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return page;
}

const activeSlideText = (carousel: Locator) => carousel.locator('[data-current]').first().innerText();

async function expectTarget(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe.each([390, 1280])('at %i px', (width) => {
  it('pages through the hero slider with next, previous and the slide buttons, by mouse and keyboard', async () => {
    const page = await open('/', width, 'reduce');
    const slider = page.getByRole('group', { name: 'Featured', exact: true });
    const next = slider.getByRole('button', { name: 'Next slide' });
    const previous = slider.getByRole('button', { name: 'Previous slide' });
    await expectTarget(next);
    await expectTarget(slider.getByRole('button', { name: 'Go to slide 2' }));
    await expect(previous.isDisabled()).resolves.toBe(true);
    await expect.poll(() => activeSlideText(slider)).toContain('Space that moves business forward');
    await next.click();
    await expect.poll(() => activeSlideText(slider)).toContain('New Class A buildings');
    await slider.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect.poll(() => activeSlideText(slider)).toContain('Operators first');
    await expect(next.isDisabled()).resolves.toBe(true);
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeSlideText(slider)).toContain('New Class A buildings');
    await expect(slider.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).resolves.toBe('true');
    await page.close();
  });

  it('reads the featured properties with arrows beside the heading and a feet mark on the truck court depth', async () => {
    const page = await open('/', width, 'reduce');
    const carousel = page.getByRole('group', { name: 'Featured Properties', exact: true });
    await expect.poll(() => activeSlideText(carousel)).toContain('Gateway 303 Building C');
    await expect.poll(() => carousel.locator('[data-current] tr', { hasText: 'Truck Court Depth' }).innerText()).toMatch(/185'$/);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlideText(carousel)).toContain('Meadowlands Logistics Center');
    await expect.poll(() => carousel.locator('[data-current] tr', { hasText: 'Truck Court Depth' }).innerText()).toMatch(/130'$/);
    await page.close();
  });

  it('finds the latest news, three on a phone and a carousel on a desktop, each linking to its article', async () => {
    const page = await open('/', width, 'reduce');
    const section = page.getByRole('region', { name: 'Latest News' });
    await expect(section.getByRole('link', { name: 'SEE ALL NEWS' }).getAttribute('href')).resolves.toBe('/news/');
    const visibleLinks = section.locator('h3 a:visible');
    if (width < 670) {
      await expect(visibleLinks.count()).resolves.toBe(3);
    } else {
      const carousel = section.getByRole('group', { name: 'Latest news', exact: true });
      await expect(carousel.locator('[data-current]').count()).resolves.toBeGreaterThan(0);
      await expect(carousel.getByRole('button', { name: 'Next slide' }).isVisible()).resolves.toBe(true);
    }
    await expect(visibleLinks.first().getAttribute('href')).resolves.toMatch(/^\/news\/[a-z0-9-]+\/$/);
    await page.close();
  });

  it("reads the employees' quotes in order, and the picture changes with the quote", async () => {
    const page = await open('/careers/', width, 'reduce');
    const carousel = page.getByRole('group', { name: 'What our employees say', exact: true });
    await expect.poll(() => activeSlideText(carousel)).toContain('Maria Alvarez');
    const image = () => carousel.locator('[data-current] img').getAttribute('src');
    const first = await image();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlideText(carousel)).toContain('Jamal Whitaker');
    expect(await image()).not.toBe(first);
    await expect(carousel.locator('[data-current]').getByRole('link', { name: 'Learn More about Jamal Whitaker' }).getAttribute('href')).resolves.toBe('/developments/');
    await page.close();
  });

  it('opens the development hotspots: popups on a desktop, a modal on a phone', async () => {
    const page = await open('/developments/', width, 'reduce');
    const carousel = page.getByRole('group', { name: 'Developments', exact: true });
    const slide = carousel.locator('[data-current]');
    if (width >= 768) {
      const rail = slide.getByRole('button', { name: 'Rail spur (Gateway 303)' });
      await expectTarget(rail);
      await expect(slide.getByRole('button', { expanded: false }).count()).resolves.toBe(5);
      await rail.click();
      await expect(slide.getByText('A Union Pacific spur serves Building C.').isVisible()).resolves.toBe(true);
      await slide.getByRole('button', { name: 'Solar ready (Gateway 303)' }).click();
      await expect(slide.getByText('A Union Pacific spur serves Building C.').isVisible()).resolves.toBe(false);
      await slide.getByRole('button', { name: 'Solar ready (Gateway 303)' }).click();
      await expect(slide.getByRole('button', { expanded: true }).count()).resolves.toBe(0);
    } else {
      await slide.getByRole('button', { name: 'Highlights of Gateway 303' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gateway 303' });
      await expect(dialog.locator('li').first().innerText()).resolves.toContain('Rail spur');
      await expect(dialog.locator('li').count()).resolves.toBe(5);
      await page.mouse.click(5, 5);
      await expect(dialog.isVisible()).resolves.toBe(false);
    }
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(previous.isVisible()).resolves.toBe(false);
    await next.click();
    await next.click();
    await expect.poll(() => activeSlideText(carousel)).toContain('Lakeside Rail Park 2');
    await expect(next.isVisible()).resolves.toBe(false);
    await expect(previous.isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('sees the upgrade gallery move on with next', async () => {
    const page = await open('/micc-upgrades/', width, 'reduce');
    const carousel = page.getByRole('group', { name: 'Upgrades in pictures', exact: true });
    await expect.poll(() => activeSlideText(carousel)).toContain('Rooftop solar');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlideText(carousel)).toContain('Dock doors');
    await page.close();
  });

  it('watches the hero words change with the video', async () => {
    const page = await open('/customers/', width);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain('For our customers:');
    const word = page.locator('[data-animated-word]');
    await expect(word.innerText()).resolves.toBe('space that works');
    const video = page.locator('video[data-hero-video]');
    await expect(video.getAttribute('src')).resolves.toBe('/media/larkspur-cross-dock.webm');
    // The words change at 1.2 s and 2.5 s of the 3.8-second film, which plays muted on its own.
    await page.waitForFunction(() => document.querySelector('[data-animated-word]')?.textContent === 'docks that move', undefined, { timeout: 6000 });
    await page.waitForFunction(() => document.querySelector('[data-animated-word]')?.textContent === 'people who answer', undefined, { timeout: 6000 });
    await expect(page.getByRole('button', { name: 'Pause background video' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('sees the poster and the first word, not a playing video, when it prefers reduced motion', async () => {
    const page = await open('/customers/', width, 'reduce');
    await page.waitForTimeout(500);
    await expect(page.locator('video[data-hero-video]').evaluate((element: HTMLVideoElement) => element.paused && element.currentTime === 0)).resolves.toBe(true);
    await expect(page.locator('[data-animated-word]').innerText()).resolves.toBe('space that works');
    await page.close();
  });

  it('opens the Larkspur Plus modal, goes round it with the keyboard and closes it', async () => {
    const page = await open('/larkspur-plus/', width);
    const trigger = page.getByRole('button', { name: 'Log in to Larkspur Plus' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Larkspur Plus' });
    const portal = dialog.getByRole('link', { name: 'Continue to Larkspur Plus' });
    await expect(portal.getAttribute('href')).resolves.toBe('https://plus.larkspurlogistics.example/login');
    await expect(dialog.innerText()).resolves.toContain('Waiting for access to Larkspur Plus?');
    await expect(dialog.innerText()).resolves.toContain('launching in multiple markets throughout the year');
    await expect(dialog.innerText()).resolves.toContain('Property Manager');
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(isFocused(trigger)).resolves.toBe(true);
    await trigger.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.close();
  });

  it('filters the jobs, pages through them and returns to page 1 on a filter change', async () => {
    const page = await open('/careers/', width, 'reduce');
    const list = page.getByRole('list', { name: 'Job openings' });
    const pages = page.getByRole('navigation', { name: 'Job pages' });
    // A phone shows 'Page 2 of 5' between the arrows; wider screens a button per page.
    const phone = width < 640;
    const where = async (): Promise<{ page: number; of: number }> => {
      if (phone) {
        const [, current, of] = /^Page (\d+) of (\d+)$/.exec((await pages.locator('p').innerText()).trim()) ?? [];
        return { page: Number(current), of: Number(of) };
      }
      const numbers = pages.getByRole('button', { name: /^Page \d+$/ });
      const current = await pages.locator('[aria-current="page"]').getAttribute('aria-label');
      return { page: Number(current?.replace('Page ', '')), of: await numbers.count() };
    };
    const goTo = async (target: number) => {
      if (!phone) return pages.getByRole('button', { name: `Page ${target}` }).click();
      while ((await where()).page < target) await pages.getByRole('button', { name: 'Next page' }).click();
    };
    await expect(list.locator('> li').count()).resolves.toBe(6);
    await expect(where()).resolves.toEqual({ page: 1, of: 5 });
    await expect(pages.getByRole('button', { name: 'Previous page' }).isDisabled()).resolves.toBe(true);
    await expect(list.getByText('Multiple Locations').count()).resolves.toBeGreaterThan(0);
    const firstLink = list.getByRole('link').first();
    await expect(firstLink.getAttribute('target')).resolves.toBe('_blank');
    await expect(firstLink.getAttribute('rel')).resolves.toContain('noopener');

    await goTo(3);
    await expect(where()).resolves.toMatchObject({ page: 3 });
    await page.getByLabel('Type').selectOption('Full Time');
    await expect(where()).resolves.toMatchObject({ page: 1 });
    await expect(list.locator('> li').count()).resolves.toBe(10);
    await expect(list.innerText()).resolves.not.toContain('Part Time');
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(where()).resolves.toMatchObject({ page: 2 });
    const top = await page.getByRole('group', { name: 'Filter jobs' }).evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(300);
    await goTo((await where()).of);
    await expect(pages.getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);

    const locations = await page.getByLabel('Location').locator('option').allInnerTexts();
    expect(locations[0]).toBe('All Locations');
    expect(locations.slice(1)).toEqual([...locations.slice(1)].sort((a, b) => a.localeCompare(b)));
    await page.getByLabel('Category').selectOption('Internships');
    await page.getByLabel('Type').selectOption('Full Time');
    await expect(page.getByText('No data found based on selected filters').isVisible()).resolves.toBe(true);
    await page.getByLabel('Type').selectOption('');
    await expect(list.locator('> li').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('sees the job pages on one line and an arrow on each job filter', async () => {
    const page = await open('/careers/', width);
    const pages = page.getByRole('navigation', { name: 'Job pages' });
    await pages.scrollIntoViewIfNeeded();
    const controls = await pages.locator('button:visible, p:visible').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, bottom, right }) => ({ middle: (top + bottom) / 2, right })));
    expect(new Set(controls.map((control) => Math.round(control.middle))).size, 'the page controls wrap onto a second line').toBe(1);
    for (const control of controls) expect(control.right).toBeLessThanOrEqual(width);
    for (const label of ['Location', 'Type', 'Category']) {
      const arrow = page.getByLabel(label).locator('xpath=..').locator('svg');
      await expect(arrow.isVisible(), `${label} has no dropdown arrow`).resolves.toBe(true);
      const [select, icon] = await Promise.all([page.getByLabel(label).boundingBox(), arrow.boundingBox()]);
      expect(icon && select && icon.x > select.x + select.width / 2 && icon.x + icon.width < select.x + select.width).toBe(true);
    }
    await page.close();
  });

  it.each(['/', '/careers/', '/larkspur-plus/', '/developments/'])('%s has no axe violation once its carousels and lazy parts have loaded', async (uri) => {
    const page = await open(uri, width);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo(0, 0);
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/moving${uri.replace(/\//g, '-')}${width}.png`, fullPage: true });
    await page.close();
  });
});

it('reports the JavaScript transferred on the home and careers pages', async () => {
  const report: string[] = [];
  for (const uri of ['/', '/careers/']) {
    const { scripts, bytes } = await scriptTransfer(browser, `${siteUrl}${uri}`);
    report.push(`${uri}: ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KiB`);
    expect(bytes).toBeGreaterThan(0);
  }
  console.log(`JavaScript transferred:\n${report.join('\n')}`);
});
