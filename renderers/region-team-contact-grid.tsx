import type definition from '../block-schemas/region-team-contact-grid';
import type { BlockData, BlockProps } from '../engine';
import { CmsLink } from './ui/cms-link';
import { cn } from './ui/cn';
import { formatPhoneDisplay, telHref } from './ui/format';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { eyebrowClasses } from './ui/typography';

type Card = BlockData<typeof definition>['cards'][number];

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The post's title or the name; the team meta before the flat fields. */
function contact(card: Card) {
  return {
    name: card.title || card.name,
    position: card.acf_team_meta.title || card.position,
    region: card.acf_team_meta.region || card.region,
    email: (card.acf_team_meta.email || card.email).trim(),
    phone: card.acf_team_meta.phone || card.phone,
  };
}

function ContactCard({ card }: { readonly card: ReturnType<typeof contact> }) {
  const tel = telHref(card.phone);
  const email = EMAIL.test(card.email);
  return (
    <article className="flex h-full flex-col rounded-tr-[24px] bg-white p-6 text-ink ring-1 ring-ink/10">
      <h3 className="text-lg font-semibold leading-snug">{card.name}</h3>
      {card.position === '' ? null : <p className="mt-1 text-sm text-ink/75">{card.position}</p>}
      {card.region === '' ? null : <p className="mt-1 text-sm font-medium text-freight">{card.region}</p>}
      {email || tel !== undefined ? (
      <ul className="mt-4 space-y-1 text-sm">
        {email ? (
          <li>
            <CmsLink link={{ url: `mailto:${card.email}` }} className="break-all font-medium text-freight underline underline-offset-2 hover:text-slate">
              {card.email}
            </CmsLink>
          </li>
        ) : null}
        {tel === undefined ? null : (
          <li>
            <CmsLink link={{ url: tel }} className="font-medium text-freight underline underline-offset-2 hover:text-slate">
              {formatPhoneDisplay(card.phone).trim()}
            </CmsLink>
          </li>
        )}
      </ul>
      ) : null}
    </article>
  );
}

/** The region's or market's contacts; a card without a name keeps a column free on large screens. */
export default function RegionTeamContactGrid({ data, block }: BlockProps<typeof definition>) {
  const cards = data.cards.map(contact);
  if (!cards.some((card) => card.name !== '')) return null;
  const heading = sectionHeading(block.path, data.eyebrow, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="lightest" heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-8', eyebrowClasses.light)} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) =>
          card.name === '' ? (
            <li key={`spacer-${index}`} aria-hidden="true" className="hidden lg:block" />
          ) : (
            <li key={`${card.name}-${card.email}`}>
              <ContactCard card={card} />
            </li>
          ),
        )}
      </ul>
    </Section>
  );
}
