import type definition from '../block-schemas/core-spacer';
import type { BlockProps } from '../engine';

export default function CoreSpacer({ data }: BlockProps<typeof definition>) {
  // The height is the editor's own value, so it is a style rather than a class.
  return <div id={data.anchor} aria-hidden="true" className={data.className} style={{ height: data.height }} />;
}
