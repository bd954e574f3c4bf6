import type definition from '../block-schemas/team-grid';
import type { BlockData, BlockProps } from '../engine';
import type { Member } from '../records';
import { cornerClassNames } from './ui/cms-image';
import { cn } from './ui/cn';
import { MemberCard } from './ui/member-card';
import { paletteBackground } from './ui/palette';
import { Profiles } from './ui/profiles';
import { Section } from './ui/section';

type Quote = BlockData<typeof definition>['items'][number]['quote'];

/** The quote tile's side margin, as full classes. */
const marginClasses = { ml: 'sm:ml-6', mr: 'sm:mr-6', mx: 'sm:mx-6' } as const;

/** One column on phones, or two with the block's mobile_grid flag. */
const gridClasses = { single: 'grid-cols-1', double: 'grid-cols-2' } as const;

function QuoteTile({ quote }: { readonly quote: Quote }) {
  return (
    <figure
      className={cn(
        'flex h-full flex-col justify-between gap-6 p-6 md:p-8',
        paletteBackground[quote.background_color],
        cornerClassNames([quote.quote_rounded_corner]),
        marginClasses[quote.margin_side],
      )}
    >
      <blockquote className="text-lg font-medium leading-snug md:text-xl">
        <span aria-hidden="true" className="mb-2 block font-serif text-5xl leading-[0.6]">
          “
        </span>
        <p>{quote.quote_text}</p>
      </blockquote>
      {quote.author === '' && quote.author_title === '' ? null : (
        <figcaption>
          {quote.author === '' ? null : <span className="block font-semibold">{quote.author}</span>}
          {quote.author_title === '' ? null : <span className="block text-sm">{quote.author_title}</span>}
        </figcaption>
      )}
    </figure>
  );
}

type Tile = { readonly kind: 'member'; readonly member: Member; readonly corners: BlockData<typeof definition>['items'][number]['team_member_card']['rounded_corner'] } | { readonly kind: 'quote'; readonly quote: Quote };

/** Team members mixed with quote tiles; members with a bio open the shared profile modal. */
export default async function TeamGrid({ data, ctx }: BlockProps<typeof definition>) {
  const tiles = (
    await Promise.all(
      data.items.map(async (item): Promise<Tile | undefined> => {
        if (item.item_type !== '' && item.item_type !== 'team_member') return item.quote.quote_text === '' ? undefined : { kind: 'quote', quote: item.quote };
        if (item.team_member_card.hidden) return undefined;
        const member = await ctx.site.people.byId(item.team_member_card.team_member);
        return member === undefined ? undefined : { kind: 'member', member, corners: item.team_member_card.rounded_corner };
      }),
    )
  ).filter((tile): tile is Tile => tile !== undefined);
  if (tiles.length === 0) return null;
  return (
    <Section id={data.anchor} className={data.className}>
      <ul className={cn('grid gap-x-4 gap-y-10 sm:grid-cols-2 sm:gap-x-6 lg:grid-cols-4', gridClasses[data.mobile_grid ? 'double' : 'single'])}>
        {tiles.map((tile, index) => (
          <li key={tile.kind === 'member' ? `member-${tile.member.id}` : `quote-${index}`} className={tile.kind === 'quote' ? 'col-span-full sm:col-span-1' : undefined}>
            {tile.kind === 'member' ? <MemberCard member={tile.member} path={ctx.path} corners={tile.corners} /> : <QuoteTile quote={tile.quote} />}
          </li>
        ))}
      </ul>
      <Profiles members={tiles.flatMap((tile) => (tile.kind === 'member' ? [tile.member] : []))} ctx={ctx} />
    </Section>
  );
}
