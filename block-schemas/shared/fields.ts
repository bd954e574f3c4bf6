/**
 * Field schemas that several of the site's ACF blocks share: rounded corners, links that may
 * arrive as a bare URL, number-grid items, region cards and team cards. Block files import these
 * so one CMS shape is described once. (This folder is not scanned for blocks.)
 */
import { z } from 'zod';
import { editorField, group, image, isRecord, link, numeric, repeater, text } from '../../engine';

const CORNER_NAMES = {
  tl: 'tl',
  tr: 'tr',
  br: 'br',
  bl: 'bl',
  top_left: 'tl',
  top_right: 'tr',
  bottom_right: 'br',
  bottom_left: 'bl',
} as const;

type CornerName = keyof typeof CORNER_NAMES;

const isCornerName = (value: string): value is CornerName => Object.hasOwn(CORNER_NAMES, value);

/** What editors read for each corner. */
export const CORNER_LABELS = { tl: 'Top left', tr: 'Top right', br: 'Bottom right', bl: 'Bottom left' } as const;

/**
 * A rounded-corners option: an ACF checkbox list (`['tl', 'br']`), one value (`'tl'`), or a
 * comma-separated string. The long names of some blocks (`top_left`) mean the same corners.
 * Unknown values are ignored and each corner counts once.
 */
export const corners = () =>
  editorField(
    z.preprocess(
      (value) => {
        const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
        const known = list.flatMap((entry) => {
          const name = typeof entry === 'string' ? entry.trim().toLowerCase() : '';
          return isCornerName(name) ? [CORNER_NAMES[name]] : [];
        });
        return [...new Set(known)];
      },
      z.array(z.enum(['tl', 'tr', 'br', 'bl'])),
    ),
    { choiceLabels: CORNER_LABELS },
  );

/** A link that the CMS may store as an ACF link object or as a bare URL string. */
export const urlLink = () =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : { url: value.trim() }) : value), link());

/**
 * A flag that is on unless the CMS says `'0'`: `use_block_default_data` means
 * "use the site-wide defaults", and only an explicit `'0'` turns that off.
 */
export const onUnlessZero = () => z.preprocess((value) => !(value === '0' || value === 0 || value === false), z.boolean());

/** A number-grid, stat or highlight item: `'None'` affixes are hidden by the renderer. */
export const numberItem = {
  prefix: text(),
  number: text(),
  suffix: text(),
  heading: text(),
};

/** A team card of the accordions. */
export const teamCard = {
  name: text(),
  position: text(),
  email: text(),
  phone: text(),
  link_to_story: urlLink(),
};

/** ACF serves `banner_image` as a list of images; the card shows the first. */
const firstImage = () => z.preprocess((value) => (Array.isArray(value) ? value[0] : value), image());

/** A region as region cards show it. */
export const regionMeta = {
  slug: z.preprocess((value) => (value ?? ''), z.string().regex(/^[a-z0-9-]*$/, 'A region slug holds lowercase letters, digits and dashes')),
  title: text(),
  banner_image: firstImage(),
  total_square_feet: numeric(),
  number_of_properties: numeric(),
};

/** The block's `meta` when it carries region cards: `meta.region_meta`. */
export const regionCardsMeta = () => group({ region_meta: repeater(regionMeta) });


/** An uploaded file as ACF may serve it (a URL, or an object with `url`), reduced to its URL. */
export const fileUrl = () =>
  editorField(
    z.preprocess((value) => (isRecord(value) ? (value.url ?? value.src ?? value.mediaItemUrl) : value), text()),
    // ACF's file field stores an attachment id, which this field does not resolve: editors paste the file's URL.
    { field: { type: 'url' }, instructions: "The file's URL (copy it from the media library)" },
  );

/**
 * A member that a block refers to (an ACF post object: `{post_title}`, `{name}`, `{title}`, or
 * the name itself), reduced to the member's name, which the profile modal is opened by.
 */
export const memberName = () =>
  editorField(
    z.preprocess((value) => {
      if (typeof value === 'string') return value.trim();
      if (!isRecord(value)) return '';
      const name = [value.post_title, value.name, value.title].find((candidate) => typeof candidate === 'string' && candidate.trim() !== '');
      return typeof name === 'string' ? name.trim() : '';
    }, z.string()),
    // The block stores the name as typed: an ACF post object would store an id, which this field does not read.
    { instructions: 'The name of a leader, as on their profile' },
  );

const idOf = (value: unknown): number | undefined => {
  const raw = isRecord(value) ? (value.ID ?? value.id ?? value.databaseId) : value;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : undefined;
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** A member a block refers to by id (an ACF post object: the id, `'12'`, or `{ID}`); 0 when none. */
export const memberId = () => editorField(z.preprocess((value) => idOf(value) ?? 0, z.number().int()), { field: { type: 'post_object', postType: 'leader' } });

/**
 * Posts of `postType` a block refers to by id, in the editor's order (an ACF relationship: ids,
 * numeric strings, post objects, or a comma-separated string of ids).
 */
export const postIds = (postType: string) =>
  editorField(
    z.preprocess((value) => {
      const list = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
      return list.flatMap((entry) => idOf(entry) ?? []);
    }, z.array(z.number().int().positive())),
    { field: { type: 'relationship', postType } },
  );

/** A list of members (leaders) by id, in order. */
export const memberIds = () => postIds('leader');
