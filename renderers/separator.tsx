import type definition from '../block-schemas/separator';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';
import { Section } from './ui/section';

/** The rule's colour, one full class per palette name the block offers. */
const colorClasses = {
  cement: 'border-cement',
  solar: 'border-solar',
  slate: 'border-slate',
  freight: 'border-freight',
  cardboard: 'border-cardboard',
  lightcardboard: 'border-lightcardboard',
  white: 'border-white',
} as const;

/** 'Full' runs edge to edge; any other size sits in the content column. */
const sizeWidths = { Full: 'full', container: 'default' } as const;

export default function Separator({ data }: BlockProps<typeof definition>) {
  return (
    <Section id={data.anchor} className={data.className} as="div" width={sizeWidths[data.size]} spacing="compact">
      <hr className={cn('border-0 border-t-2', colorClasses[data.color])} />
    </Section>
  );
}
