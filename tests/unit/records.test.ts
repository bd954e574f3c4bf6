/** What site/cms hands to renderers is exactly the records' shapes (records/), for every demo record. */
import { describe, expect, it } from 'vitest';
import { ctaCardRecord, employeeRecord, jobRecord, marketRecord, memberRecord, postCardRecord } from '../../records';
import { getEmployees, getJobFeed, getLatestPosts } from '../../site/cms/collections';
import { getMarkets, getMembers, getSiteDefaults } from '../../site/cms/loaders';
import { content } from '../../content';

describe('the records the loaders build', () => {
  it('members, markets and CTA cards', async () => {
    const members = [...(await getMembers()).byId.values()];
    expect(members.length).toBe(content.people.length);
    for (const member of members) expect(memberRecord.parse(member)).toEqual(member);
    expect(members.filter((member) => member.image !== undefined).length).toBeGreaterThan(0);
    const markets = await getMarkets();
    expect(markets.length).toBe(content.markets.length);
    for (const market of markets) expect(marketRecord.parse(market)).toEqual(market);
    const cards = (await getSiteDefaults()).ctaCardGrid.cards;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(ctaCardRecord.parse(card)).toEqual(card);
    expect(cards.every((card) => card.image?.width !== undefined)).toBe(true);
  });

  it('employees, post cards and jobs', async () => {
    const employees = await getEmployees(content.employees.map((employee) => employee.databaseId).reverse());
    expect(employees.map((employee) => employee.id)).toEqual(content.employees.map((employee) => employee.databaseId).reverse());
    for (const employee of employees) expect(employeeRecord.parse(employee)).toEqual(employee);
    for (const card of await getLatestPosts(5)) expect(postCardRecord.parse(card)).toEqual(card);
    const feed = await getJobFeed();
    expect(feed.ok && feed.jobs.length).toBe(content.jobs.length);
    if (feed.ok) for (const job of feed.jobs) expect(jobRecord.parse(job)).toEqual(job);
  });
});
