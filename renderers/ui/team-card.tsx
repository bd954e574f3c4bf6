/**
 * `<TeamCard>`: a team member's contact card: name, position,
 * email and phone. When the card links to the member's story, the name is that link, labelled
 * "Link to {name}'s bio". Phones are shown and dialled as format.ts says.
 */
import { CmsLink, type CmsLinkValue } from './cms-link';
import { cn } from './cn';
import { formatPhoneDisplay, telHref } from './format';
import type { Tone } from './typography';

export interface TeamCardValue {
  readonly name: string;
  readonly position: string;
  readonly email: string;
  readonly phone: string;
  readonly link_to_story?: CmsLinkValue | undefined;
}

const toneClasses = {
  light: { card: 'bg-white text-ink ring-1 ring-ink/10', link: 'text-freight hover:text-slate', muted: 'text-ink/75' },
  dark: { card: 'bg-white/10 text-white ring-1 ring-white/20', link: 'text-white hover:text-mist', muted: 'text-white/80' },
} as const;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function TeamCard({ card, tone = 'light', className }: { readonly card: TeamCardValue; readonly tone?: Tone; readonly className?: string }) {
  const classes = toneClasses[tone];
  const phone = formatPhoneDisplay(card.phone);
  const tel = telHref(card.phone);
  const email = card.email.trim();
  return (
    <div className={cn('flex h-full flex-col gap-1 rounded-tr-[24px] p-5', classes.card, className)}>
      <p className="text-lg font-semibold leading-snug">
        {card.link_to_story === undefined ? (
          card.name
        ) : (
          <CmsLink link={card.link_to_story} aria-label={`Link to ${card.name}'s bio`} className={cn('underline-offset-4 hover:underline', classes.link)}>
            {card.name}
          </CmsLink>
        )}
      </p>
      {card.position === '' ? null : <p className={cn('text-sm', classes.muted)}>{card.position}</p>}
      {EMAIL.test(email) || tel !== undefined ? (
        <ul className="mt-3 space-y-1 text-sm">
          {EMAIL.test(email) ? (
            <li>
              <CmsLink link={{ url: `mailto:${email}` }} className={cn('break-all font-medium underline underline-offset-2', classes.link)}>
                {email}
              </CmsLink>
            </li>
          ) : null}
          {tel === undefined ? null : (
            <li>
              <CmsLink link={{ url: tel }} className={cn('font-medium underline underline-offset-2', classes.link)}>
                {phone}
              </CmsLink>
            </li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
