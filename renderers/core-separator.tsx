import type definition from '../block-schemas/core-separator';
import type { BlockProps } from '../engine';
import { borderPresets, cn, flowClass, hasClass, presetClass, textPresets } from './ui/cn';

/** The editor's three looks: a short centred line (default), the column's width, or three dots. */
function lookOf(className: string | undefined): 'default' | 'wide' | 'dots' {
  if (hasClass(className, 'is-style-dots')) return 'dots';
  return hasClass(className, 'is-style-wide') ? 'wide' : 'default';
}

const lookClasses = {
  default: 'mx-auto my-8 w-24 border-0 border-t-2',
  wide: 'my-8 w-full border-0 border-t-2',
  // The letter spacing also follows the last dot, so the same padding before it keeps them centred.
  dots: 'my-8 border-0 pl-[0.75em] text-center text-3xl font-bold leading-none tracking-[0.75em] before:content-["···"]',
} as const;

export default function CoreSeparator({ data, block }: BlockProps<typeof definition>) {
  const look = lookOf(data.className);
  // A colour preset colours the line (or the dots); otherwise it is the site's own rule colour.
  const color = look === 'dots' ? (presetClass(textPresets, data.backgroundColor) ?? 'text-freight') : (presetClass(borderPresets, data.backgroundColor) ?? 'border-cement');
  const classes = cn(lookClasses[look], color, data.className);
  // `tagName: 'div'` is decoration only; a rule is a thematic break that screen readers announce.
  const rule = data.tagName === 'div' ? <div id={data.anchor} aria-hidden="true" className={classes} /> : <hr id={data.anchor} className={classes} />;
  const flow = flowClass(block, 'text');
  return flow === undefined ? rule : <div className={flow}>{rule}</div>;
}
