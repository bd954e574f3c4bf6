/**
 * The ACF field groups the site reads besides its blocks (docs/wordpress-plugin.md): on
 * pages, posts, the custom post types, menu items and the options page `site-options`. Field
 * names are ACF's (snake_case); WPGraphQL for ACF serves them camelCased under each group's
 * `graphqlFieldName`, which is what codegen/schema.graphql and the site's queries use (a test
 * holds the two together). `npm run codegen` writes them as ACF local JSON into the plugin.
 */

/** A field of a site field group; ACF types as ACF names them. */
export type SiteField =
  | { readonly name: string; readonly type: 'text' | 'textarea' | 'wysiwyg' | 'email' | 'url' | 'number' | 'true_false' | 'image' | 'link' }
  | { readonly name: string; readonly type: 'radio'; readonly choices: readonly [string, ...string[]] }
  | { readonly name: string; readonly type: 'post_object'; readonly postType: string }
  | { readonly name: string; readonly type: 'repeater' | 'group'; readonly fields: readonly SiteField[] };

export type SiteLocation =
  | { readonly kind: 'post_type'; readonly postType: string }
  | { readonly kind: 'options_page'; readonly slug: string }
  | { readonly kind: 'nav_menu_item' };

export interface SiteFieldGroup {
  readonly title: string;
  /** The GraphQL field WPGraphQL for ACF adds to the located types (`postFields`). */
  readonly graphqlFieldName: string;
  readonly location: SiteLocation;
  readonly description: string;
  readonly fields: readonly SiteField[];
}

/** The ACF options page of the site's settings and defaults (GraphQL type `SiteOptions`). */
export const OPTIONS_PAGE = { slug: 'site-options', title: 'Site options', graphqlTypeName: 'SiteOptions' } as const;

const postType = (name: string): SiteLocation => ({ kind: 'post_type', postType: name });
const options: SiteLocation = { kind: 'options_page', slug: OPTIONS_PAGE.slug };

const text = (name: string) => ({ name, type: 'text' }) as const;
const email = (name: string) => ({ name, type: 'email' }) as const;
const wysiwyg = (name: string) => ({ name, type: 'wysiwyg' }) as const;
const layoutType = { name: 'layout_type', type: 'radio', choices: ['default', 'whitespaceright'] } as const;
const mediaContact = { name: 'media_contact', type: 'group', fields: [text('contact'), text('phone'), email('email')] } as const;

export const siteFieldGroups: readonly SiteFieldGroup[] = [
  {
    title: 'Page layout',
    graphqlFieldName: 'pageLayout',
    location: postType('page'),
    description: "The page's layout: default, or white space on the right.",
    fields: [layoutType],
  },
  {
    title: 'Post fields',
    graphqlFieldName: 'postFields',
    location: postType('post'),
    description: "The article's layout, location line, title alignment, and whether its media contacts show.",
    fields: [layoutType, text('location'), { name: 'media_contact_hide', type: 'true_false' }, { name: 'title_alignment', type: 'radio', choices: ['left', 'center'] }],
  },
  {
    title: 'Post media contact',
    graphqlFieldName: 'postMediaContact',
    location: postType('post'),
    description: "The article's media contacts and its 'About' box; `overwrite` replaces the site's default media contact.",
    fields: [
      { name: 'overwrite', type: 'true_false' },
      mediaContact,
      wysiwyg('about_company'),
      { name: 'contact_items', type: 'repeater', fields: [wysiwyg('content'), text('phone'), email('media_contact_email')] },
    ],
  },
  {
    title: 'Post author',
    graphqlFieldName: 'postAuthorData',
    location: postType('post'),
    description: "The leader shown as the article's author.",
    fields: [
      { name: 'display_author', type: 'true_false' },
      { name: 'author', type: 'post_object', postType: 'leader' },
    ],
  },
  {
    title: 'Post lead section',
    graphqlFieldName: 'postLeadSection',
    location: postType('post'),
    description: 'What opens the article: an image or a lead paragraph.',
    fields: [{ name: 'type', type: 'radio', choices: ['image', 'paragraph'] }, { name: 'lead_image', type: 'image' }, { name: 'lead_paragraph', type: 'textarea' }],
  },
  {
    title: 'Leader',
    graphqlFieldName: 'leaderFields',
    location: postType('leader'),
    description: "The leader's position, as plain text (title) and as it shows on the profile (position).",
    fields: [text('title'), wysiwyg('position')],
  },
  {
    title: 'Employee',
    graphqlFieldName: 'employeeFields',
    location: postType('employee'),
    description: "The employee's quote, position, portrait and story.",
    fields: [{ name: 'quote', type: 'textarea' }, text('position'), { name: 'image', type: 'image' }, { name: 'link_to_story', type: 'url' }],
  },
  {
    title: 'Market',
    graphqlFieldName: 'marketFields',
    location: postType('market'),
    description: "The market's state, region, portfolio figures and map position (lat, lng).",
    fields: [
      text('state'),
      { name: 'region', type: 'radio', choices: ['West Region', 'Central Region', 'East Region'] },
      { name: 'number_of_properties', type: 'number' },
      { name: 'total_square_feet', type: 'number' },
      text('coordinates'),
    ],
  },
  {
    title: 'Job opening',
    graphqlFieldName: 'jobFields',
    location: postType('job_opening'),
    description: "Where to apply, the job's locations, employment type and category.",
    fields: [{ name: 'apply_url', type: 'url' }, { name: 'locations', type: 'repeater', fields: [text('location')] }, text('employment_type'), text('category')],
  },
  {
    title: 'Featured menu item',
    graphqlFieldName: 'featuredMenuItem',
    location: { kind: 'nav_menu_item' },
    description: 'A featured card in the mega menu.',
    fields: [text('heading'), { name: 'link', type: 'link' }, { name: 'image', type: 'image' }],
  },
  {
    title: 'Site settings',
    graphqlFieldName: 'siteSettings',
    location: options,
    description: "The footer's contact text, the social links and the default media contact.",
    fields: [wysiwyg('footer_contact_info'), { name: 'social_media_links', type: 'repeater', fields: [{ name: 'link', type: 'url' }, text('social')] }, mediaContact],
  },
  {
    title: 'GDPR',
    graphqlFieldName: 'gdpr',
    location: options,
    description: 'The cookie banner text.',
    fields: [wysiwyg('gdpr_description')],
  },
  {
    title: 'Number module defaults',
    graphqlFieldName: 'numberModuleDefaults',
    location: options,
    description: 'What acf/number-module shows when a block uses the defaults.',
    fields: [text('main_heading'), text('background_color'), { name: 'number_grid', type: 'repeater', fields: [text('prefix'), text('number'), text('suffix'), text('heading')] }],
  },
  {
    title: 'CTA card grid defaults',
    graphqlFieldName: 'ctaCardGridDefaults',
    location: options,
    description: 'What the CTA region card grids show when a block uses the defaults.',
    fields: [text('main_header'), { name: 'grid', type: 'repeater', fields: [text('main_header'), { name: 'background_image', type: 'image' }, { name: 'cta', type: 'link' }] }],
  },
  {
    title: 'Property mailboxes',
    graphqlFieldName: 'propertyMailboxes',
    location: options,
    description: 'The mailboxes the property contact form may write to, by key: the form names a key, never an address.',
    fields: [{ name: 'mailboxes', type: 'repeater', fields: [text('key'), text('property_name'), email('email')] }],
  },
];
