/** The members (leaders) and markets blocks refer to, each loaded whole once per request. */
import { cache } from 'react';
import { LeadersDocument, MarketsDocument } from '../../codegen/generated/graphql';
import type { MarketRecord, Member } from '../../records';
import { cmsQuery } from './client';
import { toImageRecord } from './images';
import { advance, FIRST_PAGE } from './paging';
import { plain, str } from './uri';

const LEADERS_PAGE_SIZE = 100;

/** Every member, by id and by name, loaded once per request (pages refer to few, sites hold few). */
export const getMembers = cache(async (): Promise<{ readonly byId: ReadonlyMap<number, Member>; readonly byName: ReadonlyMap<string, Member> }> => {
  const members: Member[] = [];
  let cursor = FIRST_PAGE;
  while (cursor.more) {
    const { leaders } = await cmsQuery(LeadersDocument, { first: LEADERS_PAGE_SIZE, after: cursor.after });
    for (const node of leaders?.nodes ?? []) {
      members.push({
        id: node.databaseId,
        name: plain(node.title),
        position: str(node.leaderFields?.position) || str(node.leaderFields?.title),
        bio: str(node.content),
        image: toImageRecord(node.featuredImage?.node),
      });
    }
    cursor = advance(cursor, leaders);
  }
  return { byId: new Map(members.map((member) => [member.id, member])), byName: new Map(members.map((member) => [member.name, member])) };
});

const MARKETS_PAGE_SIZE = 100;

/** Every market of the region maps (the maps' propertiesQuery): the market post type, loaded once per request. */
export const getMarkets = cache(async (): Promise<readonly MarketRecord[]> => {
  const markets: MarketRecord[] = [];
  let cursor = FIRST_PAGE;
  while (cursor.more) {
    const page = (await cmsQuery(MarketsDocument, { first: MARKETS_PAGE_SIZE, after: cursor.after })).markets;
    for (const node of page?.nodes ?? []) {
      const fields = node.marketFields;
      markets.push({
        name: plain(node.title),
        state: str(fields?.state),
        region: str(fields?.region),
        number_of_properties: fields?.numberOfProperties ?? 0,
        total_square_feet: fields?.totalSquareFeet ?? 0,
        slug: str(node.slug),
        coordinates: str(fields?.coordinates),
      });
    }
    cursor = advance(cursor, page);
  }
  return markets;
});
