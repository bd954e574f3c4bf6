/**
 * The enquiry forms in a real Chromium against the built site, which runs here with its own
 * submission store and a real SMTP server on loopback, so each spec sees what a visitor sees and
 * what the team receives.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_THANK_YOU, CONTACT_THANK_YOU, SEND_FAILED } from '../../renderers/ui/forms/constants';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { launchChromium } from './chromium';
import { startSite, type RunningSite } from './server';
import { axeViolations } from './visit';

let browser: Browser;
let site: RunningSite;
let smtp: TestSmtp;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'forms-e2e-'));
  site = await startSite({
    DATABASE_URL: `file:${path.join(dataDir, 'submissions.sqlite')}`,
    SMTP_URL: smtp.url,
    FORMS_NOTIFY_TO: 'leasing@larkspur.test',
    FORMS_MIN_FILL_SECONDS: '1',
    FORMS_RATE_LIMIT: '1000/1m',
    REDIS_URL: '',
  });
  browser = await launchChromium();
  mkdirSync('test-results', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  site?.stop();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function open(pathname: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${site.url}${pathname}`, { waitUntil: 'networkidle' });
  return page;
}

const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));
const errorOf = async (control: Locator) => {
  const id = await control.getAttribute('aria-describedby');
  return id === null ? '' : ((await control.page().locator(`[id="${id}"]`).textContent()) ?? '');
};

/** Holds the form's POST until `release()`, so the submitting state can be seen. */
async function holdPost(page: Page, endpoint: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${endpoint}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const mailTo = async (address: string, subjectPart: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.mails.find((candidate) => candidate.to.includes(address) && candidate.subject.includes(subjectPart));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} about ${subjectPart}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('a visitor', () => {
  it('registers as a vendor: sees Submitting... on a disabled button, lands on the thank-you page, and the team gets every field', async () => {
    const page = await open('/vendors/');
    const form = page.getByRole('form', { name: 'Vendor enquiry' });
    await field(form, 'Name').fill('Dana Whitfield');
    await field(form, 'Email').fill('dana@whitfield-roofing.com');
    await field(form, 'Website Link').fill('whitfield-roofing.com');
    await field(form, 'Subject').fill('Roof repairs in Phoenix');
    await field(form, 'Message').fill('TPO and metal roofs across Maricopa County.');
    const consent = form.getByRole('checkbox');
    expect(await form.locator(`label[for="${await consent.getAttribute('id')}"]`).textContent()).toBe(
      "I accept that Larkspur Logistics retains my personal information pursuant to its process. *",
    );
    await consent.check();
    await page.screenshot({ path: 'test-results/forms-vendor-filled-1280.png', fullPage: false });

    const release = await holdPost(page, '/api/vendor/');
    const button = form.getByRole('button');
    expect(await button.textContent()).toBe('Submit');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Submitting...');
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${site.url}/vendor-thank-you/`);
    expect(await page.locator('h1').textContent()).toBe('Thank you');

    const mail = await mailTo('leasing@larkspur.test', 'Roof repairs in Phoenix');
    expect(mail.headers['reply-to']).toBe('dana@whitfield-roofing.com');
    for (const line of ['Name: Dana Whitfield', 'Email: dana@whitfield-roofing.com', 'Website Link: whitfield-roofing.com', 'Subject: Roof repairs in Phoenix', 'Message: TPO and metal roofs across Maricopa County.']) {
      expect(mail.text).toContain(line);
    }
    await page.close();
  });

  it("skips a required field and sees the site's own message next to it, with the focus there", async () => {
    const page = await open('/vendors/');
    const form = page.getByRole('form', { name: 'Vendor enquiry' });
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted += 1;
    });
    await field(form, 'Name').fill('Dana Whitfield');
    await form.getByRole('button', { name: 'Submit' }).click();
    const email = field(form, 'Email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(email)).toBe('Enter a valid email address, e.g. name@example.com.');
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await errorOf(form.getByRole('checkbox'))).toBe('Tick the box to accept, so that we may keep your details.');
    expect(await field(form, 'Name').getAttribute('aria-invalid')).toBeNull();
    await email.fill('dana@whitfield-roofing.com');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(posted).toBe(0);
    await page.close();
  });

  it("requests the broker toolkit from one of 50 states and two account versions, and sees the server's refusal next to Phone", async () => {
    const page = await open('/broker-toolkit/');
    const form = page.getByRole('form', { name: 'Broker toolkit request' });
    const state = field(form, 'State');
    expect(await state.locator('option:not([disabled])').count()).toBe(50);
    expect(await form.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(['Broker Marketing', 'Business Park Broker Marketing']);
    await field(form, 'First Name').fill('Marcus');
    await field(form, 'Last Name').fill('Oyelaran');
    await state.selectOption('Arizona');
    await field(form, 'Email').fill('marcus@cresco-partners.com');
    await field(form, 'Phone').fill('(602) 555-0187');
    await field(form, 'Company Name').fill('Cresco Partners');
    // Forgetting the account version: the message stands under the choices, and the first takes the focus.
    await form.getByRole('button').click();
    const versions = form.getByRole('radiogroup', { name: 'Account Version' });
    await expect.poll(() => versions.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(versions)).not.toBe('');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Broker Marketing');
    await form.getByRole('radio', { name: 'Business Park Broker Marketing' }).check();
    expect(await versions.getAttribute('aria-invalid')).toBeNull();

    // An out-of-date page (or a tampering client) sends a phone the server refuses.
    await page.route('**/api/broker-toolkit/', (route: Route) =>
      route.continue({ postData: JSON.stringify({ ...JSON.parse(route.request().postData() ?? '{}'), phone: '555-0187' }) }),
    );
    const button = form.getByRole('button');
    await button.click();
    const phone = field(form, 'Phone');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(phone)).toContain('area code');
    expect(await button.textContent()).toBe('Request Access');
    expect(await button.isEnabled()).toBe(true);
    expect(await field(form, 'Company Name').inputValue()).toBe('Cresco Partners');
    expect(await state.inputValue()).toBe('Arizona');
    await page.screenshot({ path: 'test-results/forms-broker-refused-1280.png' });

    await page.unroute('**/api/broker-toolkit/');
    await button.click();
    await page.waitForURL(`${site.url}/vendor-thank-you/`);
    const mail = await mailTo('leasing@larkspur.test', 'Marcus Oyelaran, Cresco Partners');
    expect(mail.text).toContain('State: Arizona');
    expect(mail.text).toContain('Account Version: Business Park Broker Marketing');
    await page.close();
  });

  it("contacts a property: a phone without its area code is refused with the site's message, one with a country code is taken, and the 48-hour thank-you replaces the form; the property's mailbox gets it", async () => {
    const page = await open('/properties/gateway-303/', 390);
    const form = page.getByRole('form', { name: 'Contact Larkspur Gateway 303' });
    const phone = field(form, 'Phone');
    expect(await phone.getAttribute('placeholder')).toBe('(555) 123-4567');
    await field(form, 'Name').fill('Priya Raman');
    await field(form, 'Email').fill('priya@sonoran-freight.com');
    await phone.fill('555-0133');
    await field(form, 'Address').fill('4400 W Van Buren St, Phoenix, AZ');
    await form.getByRole('checkbox').check();
    expect(await form.getByRole('checkbox').getAttribute('id').then((id) => form.locator(`label[for="${id}"]`).textContent())).toContain('Larkspur Gateway 303 retains');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(phone)).toBe('Enter a phone number with its area code, e.g. 303 555 0142.');

    await phone.fill('+1 602 555 0133');
    await field(form, 'Message').fill('Is Building C still available?');
    await form.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('status');
    await expect.poll(() => thanks.textContent()).toBe(CONTACT_THANK_YOU);
    expect(await page.getByRole('form', { name: 'Contact Larkspur Gateway 303' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/forms-contact-thanks-390.png' });

    const mail = await mailTo('gateway303@larkspurlogistics.com', 'Website Submission from Priya Raman');
    for (const line of ['Name: Priya Raman', 'Email: priya@sonoran-freight.com', 'Phone: +1 602 555 0133', 'Address: 4400 W Van Buren St, Phoenix, AZ', 'Contact Message: Is Building C still available?']) {
      expect(mail.text).toContain(line);
    }
    await page.close();
  });

  it('loses nothing it typed when the network fails, and sends it on the next try', async () => {
    const page = await open('/larkspur-plus/');
    const form = page.getByRole('form', { name: 'Contact Larkspur Plus' });
    await field(form, 'Name').fill('Sam Ortiz');
    await field(form, 'Email').fill('sam@ortiz-supply.com');
    await field(form, 'Address').fill('1200 Logistics Way, Denver, CO');
    await field(form, 'Message').fill('How do I add a colleague to the portal?');
    await form.getByRole('checkbox').check();
    await page.route('**/api/contact/', (route) => route.abort('internetdisconnected'));
    const button = form.getByRole('button');
    await button.click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(SEND_FAILED);
    expect(await button.textContent()).toBe('Submit');
    expect(await button.isEnabled()).toBe(true);
    expect(await field(form, 'Message').inputValue()).toBe('How do I add a colleague to the portal?');
    expect(await form.getByRole('checkbox').isChecked()).toBe(true);

    await page.unroute('**/api/contact/');
    await button.click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(CONTACT_THANK_YOU);
    await mailTo('plus@larkspurlogistics.com', 'from Sam Ortiz');
    await page.close();
  });

  it('requests community space and sees the thank-you for 3.5 seconds, then the form again, empty', async () => {
    const page = await open('/community-space/');
    const form = page.getByRole('form', { name: 'Community space request' });
    expect(await field(form, 'Phone').getAttribute('inputmode')).toBe('numeric');
    expect(await field(form, 'Start Date').getAttribute('type')).toBe('date');
    await field(form, 'First Name').fill('Alma');
    await field(form, 'Last Name').fill('Reyes');
    await field(form, 'Email').fill('alma@westvalleyworks.org');
    await field(form, 'Phone').fill('6235550119');
    await field(form, 'Organization').fill('West Valley Works');
    await field(form, 'Location').fill('Larkspur Gateway 303');
    await field(form, 'Describe needs for space').fill('A training room for 25 people.');
    await field(form, 'Start Date').fill('2024-09-09');
    await field(form, 'Time Frame').fill('Mondays, September to December');
    await field(form, 'Message').fill('Forklift certification classes.');
    await form.getByRole('button', { name: 'Submit' }).click();

    const thanks = page.getByRole('status');
    await expect.poll(() => thanks.textContent(), { timeout: 10_000 }).toBe(COMMUNITY_THANK_YOU);
    const shownAt = Date.now();
    await page.waitForTimeout(3000);
    expect(await thanks.count()).toBe(1);
    await page.getByRole('form', { name: 'Community space request' }).waitFor({ timeout: 2000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(3000);
    expect(shownFor).toBeLessThan(4800);
    expect(await field(form, 'Organization').inputValue()).toBe('');
    const mail = await mailTo('leasing@larkspur.test', 'West Valley Works (Alma Reyes)');
    expect(mail.text).toContain('Describe needs for space: A training room for 25 people.');
    expect(mail.text).toContain('Start Date: 2024-09-09');
    await page.close();
  });

  it('finds a smaller contact heading on the tenant portal page than on a property page', async () => {
    const size = async (pathname: string) => {
      const page = await open(pathname);
      const heading = page.locator('section:has(form) h2');
      const fontSize = await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      await page.close();
      return fontSize;
    };
    expect(await size('/larkspur-plus/')).toBeLessThan(await size('/properties/gateway-303/'));
  });

  it('uses every form on a phone without sideways scrolling, and axe finds no accessibility violations in them', async () => {
    for (const pathname of ['/vendors/', '/broker-toolkit/', '/community-space/', '/properties/gateway-303/']) {
      const page = await open(pathname, 390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), pathname).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, { include: ['section:has(form)'] }), pathname).toEqual([]);
      await page.close();
    }
  });
});
