import { autop } from '@wordpress/autop';
import type definition from '../block-schemas/core-freeform';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { documentClasses } from './ui/typography';

/**
 * Classic content, as WordPress shows it: blank lines become paragraphs and single line breaks
 * `<br>` (WordPress's own `wpautop`, which leaves existing block-level markup alone), then the
 * HTML is sanitized like all CMS HTML. wp-graphql-content-blocks leaves `content` empty and sends
 * the HTML as the block's rendered markup, which the engine passes as its saved content.
 */
export default function CoreFreeform({ data, block }: BlockProps<typeof definition>) {
  const source = richTextIsEmpty(data.content) ? block.originalContent : data.content;
  if (richTextIsEmpty(source)) return null;
  return <RichText id={data.anchor} html={autop(source)} className={cn(flowClass(block, 'text'), documentClasses, data.className)} />;
}
