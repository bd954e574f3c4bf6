/**
 * What the WordPress editor shows for a field, where the schema alone does not say it.
 *
 * `npm run codegen` turns every ACF block's schema into the ACF field group editors fill in
 * (scripts/codegen/wordpress.ts): the field helpers say most of it (`text()` is a text field,
 * `image()` an image field, `choice([...])` a select, …). A field whose value is, say, the id of
 * a leader looks like any number to the schema; `editorField` says it is a post object:
 *
 *   export const memberId = () => editorField(z.preprocess(toId, z.number().int()), { field: { type: 'post_object', postType: 'leader' } });
 *
 * It also gives a field a label or instructions other than the ones made from its name.
 */
import { z } from 'zod';

/** ACF field types a schema may ask for, beyond those its helpers imply. */
export type EditorFieldType =
  /** One post of `postType`, stored as its id. */
  | { readonly type: 'post_object'; readonly postType: string }
  /** Posts of `postType` in the editor's order, stored as their ids. */
  | { readonly type: 'relationship'; readonly postType: string }
  /** A URL typed or pasted in (a file of the media library, a video on another host). */
  | { readonly type: 'url' }
  /** Plain text over several lines. */
  | { readonly type: 'textarea' };

export interface EditorField {
  /** The ACF field type, when the schema's own type is not the one editors should use. */
  readonly field?: EditorFieldType;
  /** The label; by default the field name made readable (`main_header` → 'Main header'). */
  readonly label?: string;
  /** A sentence under the label. */
  readonly instructions?: string;
  /** For a choice (select or checkbox): what editors read for each value, by value. */
  readonly choiceLabels?: Readonly<Record<string, string>>;
}

/** The registry codegen consults while it writes the ACF field groups. */
export const editorFields = z.registry<EditorField>();

/** Marks a field schema with what the editor shows for it; returns the same schema. */
export function editorField<T extends z.ZodType>(schema: T, editor: EditorField): T {
  editorFields.add(schema, editor);
  return schema;
}
