import type definition from '../block-schemas/core-image';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { CmsLink } from './ui/cms-link';
import { cn, flowClass } from './ui/cn';
import { isEarlyBlock } from './ui/core';
import { RichText, richTextIsEmpty } from './ui/rich-text';

const alignClasses = {
  '': '',
  left: 'sm:float-left sm:mr-6 sm:mb-4 sm:max-w-[50%]',
  right: 'sm:float-right sm:ml-6 sm:mb-4 sm:max-w-[50%]',
  center: 'flex flex-col items-center',
  wide: '',
  full: '',
  none: '',
} as const;

export default function CoreImage({ data, block }: BlockProps<typeof definition>) {
  const source = data.url ?? data.src ?? data.id;
  if (source === undefined) return null;
  const wide = data.align === 'wide' || data.align === 'full';
  const floated = data.align === 'left' || data.align === 'right';
  const picture = (
    <CmsImage
      image={{ src: source.src, alt: data.alt || source.alt, width: data.width ?? source.width, height: data.height ?? source.height }}
      sizes={wide ? '(min-width: 1152px) 1152px, 100vw' : '(min-width: 768px) 768px, 100vw'}
      className={cn('h-auto max-w-full', wide && 'w-full')}
      eager={isEarlyBlock(block)}
    />
  );
  const flow = flowClass(block, wide ? 'wide' : 'text');
  const figure = (
    <figure id={data.anchor} className={cn(!floated && flow, alignClasses[data.align], data.className) || undefined}>
      {data.href === '' ? picture : (
        <CmsLink link={{ url: data.href, target: data.linkTarget }} rel={data.rel}>
          {picture}
        </CmsLink>
      )}
      {richTextIsEmpty(data.caption) ? null : (
        <RichText as="figcaption" html={data.caption} className="mt-2 text-sm text-slate/80" />
      )}
    </figure>
  );
  // A floated image floats inside the page column, so the text beside it wraps in that column.
  return floated && flow !== undefined ? <div className={flow}>{figure}</div> : figure;
}
