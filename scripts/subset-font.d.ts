/** The part of subset-font (no types of its own) that scripts/make-font.ts uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    readonly variationAxes?: Readonly<Record<string, number | { readonly min: number; readonly max: number; readonly default?: number }>>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
