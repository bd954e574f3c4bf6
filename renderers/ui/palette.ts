/**
 * The named background and text palettes editors choose from, as full class strings (never built by
 * concatenation, so Tailwind sees every one). A background carries the text colour that reads on
 * it, so a block that only sets a background stays legible.
 */
export const PALETTE_NAMES = [
  'white',
  'solar',
  'lightsolar',
  'verylightsolar',
  'lightcardboard',
  'cardboard',
  'cement',
  'lightrust',
  'lightest',
  'slate',
  'freight',
  'gold',
  'darkGold',
  'emerald',
] as const;

export type PaletteName = (typeof PALETTE_NAMES)[number];

/** Background with its readable text colour. */
export const paletteBackground: Readonly<Record<PaletteName, string>> = {
  white: 'bg-white text-ink',
  solar: 'bg-solar text-ink',
  lightsolar: 'bg-lightsolar text-ink',
  verylightsolar: 'bg-verylightsolar text-ink',
  lightcardboard: 'bg-lightcardboard text-ink',
  cardboard: 'bg-cardboard text-ink',
  cement: 'bg-cement text-ink',
  lightrust: 'bg-lightrust text-ink',
  lightest: 'bg-lightest text-ink',
  slate: 'bg-slate text-white',
  freight: 'bg-freight text-white',
  gold: 'bg-gold text-ink',
  darkGold: 'bg-dark-gold text-white',
  emerald: 'bg-emerald text-white',
};

/** Text colour alone, for blocks that offer a separate text option. */
export const paletteText: Readonly<Record<PaletteName, string>> = {
  white: 'text-white',
  solar: 'text-solar',
  lightsolar: 'text-lightsolar',
  verylightsolar: 'text-verylightsolar',
  lightcardboard: 'text-lightcardboard',
  cardboard: 'text-cardboard',
  cement: 'text-cement',
  lightrust: 'text-lightrust',
  lightest: 'text-lightest',
  slate: 'text-slate',
  freight: 'text-freight',
  gold: 'text-gold',
  darkGold: 'text-dark-gold',
  emerald: 'text-emerald',
};

/** True for the palette names whose background needs light text. */
export const isDarkBackground = (name: PaletteName): boolean => paletteBackground[name].includes('text-white');

/** Narrows a CMS value to a palette name; unknown names give `fallback`. */
export function paletteName(value: string | undefined, fallback: PaletteName = 'white'): PaletteName {
  const found = PALETTE_NAMES.find((name) => name.toLowerCase() === (value ?? '').trim().toLowerCase());
  return found ?? fallback;
}
