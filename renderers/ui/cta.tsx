/**
 * `<Cta>`: a CMS link drawn as one of the site's buttons (button.ts). An empty or refused link
 * (no URL, `javascript:`) renders nothing, so blocks can pass their optional `cta` fields as
 * they are.
 *
 *   <Cta link={data.cta} variant={ctaVariant({ dark: data.dark_mode, plain: data.cta_no_style })} />
 */
import { buttonClasses, type ButtonVariant } from './button';
import { CmsLink, linkKind, type CmsLinkValue } from './cms-link';
import { cn } from './cn';

export interface CtaProps {
  readonly link: CmsLinkValue | undefined;
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

export function Cta({ link, variant = 'primary', className }: CtaProps) {
  if (link === undefined || linkKind(link.url) === undefined) return null;
  return <CmsLink link={link} className={cn(buttonClasses[variant], className)} />;
}

/**
 * The button a block's CTA takes: filled or outlined (`secondary`), on a light or a dark
 * background, or a plain text link when the block says `cta_no_style`.
 */
export function ctaVariant({ dark = false, plain = false, secondary = false }: { dark?: boolean; plain?: boolean; secondary?: boolean }): ButtonVariant {
  if (plain) return dark ? 'textInverse' : 'text';
  if (secondary) return dark ? 'inverseOutline' : 'secondary';
  return dark ? 'inverse' : 'primary';
}
