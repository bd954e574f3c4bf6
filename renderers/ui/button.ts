/**
 * The site's button look, shared by core/button and every block with a CTA, as full classes.
 * `<CmsLink className={buttonClasses.primary}>` renders a CTA; `text` is the cta_no_style link.
 */
/** The shape every button shares; colours come from the variant. */
export const buttonBase =
  'inline-flex items-center justify-center rounded-full border-2 px-6 py-3 text-center font-semibold leading-tight no-underline transition-colors';

export const buttonClasses = {
  /** Filled, for light backgrounds. */
  primary: `${buttonBase} border-transparent bg-freight text-white hover:bg-slate`,
  /** Outlined, for light backgrounds. */
  secondary: `${buttonBase} border-current bg-transparent text-slate hover:bg-freight/10`,
  /** Filled, for dark backgrounds. */
  inverse: `${buttonBase} border-transparent bg-white text-slate hover:bg-cement`,
  /** Outlined, for dark backgrounds. */
  inverseOutline: `${buttonBase} border-white bg-transparent text-white hover:bg-white/10`,
  /** A text link with an arrow, for `cta_no_style`. */
  text: 'inline-flex items-center gap-2 font-semibold text-freight underline underline-offset-4 hover:text-slate',
  /** The `cta_no_style` text link on dark backgrounds. */
  textInverse: 'inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-mist',
} as const;

export type ButtonVariant = keyof typeof buttonClasses;
