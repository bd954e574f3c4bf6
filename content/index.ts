/**
 * The embedded CMS's store: demo content for the fictional Larkspur Logistics, imported statically
 * so that nothing reads the file system at run time. The executor (site/cms/embedded.ts) answers
 * from it exactly as a WordPress with WPGraphQL and its plugins answers (codegen/schema.graphql).
 * Blocks are kept as WordPress saves them (name, attributes, saved HTML, inner blocks); ACF blocks
 * keep their fields in `data` as ACF stores them, flattened, with image fields as attachment ids
 * of the media library (`site.media`); uris carry WordPress's trailing slash, and canonical URLs
 * are paths (the executor makes them absolute).
 */
import site from './site.json';
import employees from './employees.json';
import jobs from './jobs.json';
import about from './pages/about.json';
import accessibility from './pages/accessibility.json';
import brokerToolkit from './pages/broker-toolkit.json';
import careers from './pages/careers.json';
import communitySpace from './pages/community-space.json';
import contact from './pages/contact.json';
import customers from './pages/customers.json';
import developments from './pages/developments.json';
import gatewayProgram from './pages/gateway-program.json';
import home from './pages/home.json';
import internship from './pages/internship.json';
import larkspurPlus from './pages/larkspur-plus.json';
import leadership from './pages/leadership.json';
import miccUpgrades from './pages/micc-upgrades.json';
import news from './pages/news.json';
import privacyPolicy from './pages/privacy-policy.json';
import properties from './pages/properties.json';
import propertyGateway303 from './pages/property-gateway-303.json';
import regionCentral from './pages/region-central.json';
import regionEast from './pages/region-east.json';
import regionWest from './pages/region-west.json';
import samplePage from './pages/sample-page.json';
import search from './pages/search.json';
import sustainability from './pages/sustainability.json';
import termsOfUse from './pages/terms-of-use.json';
import vendorThankYou from './pages/vendor-thank-you.json';
import vendors from './pages/vendors.json';
import { demoPosts } from './posts';
import markets from './markets.json';
import { marketPages } from './market-pages';
import people from './people.json';

/** A block as wp-graphql-gutenberg serves it. */
export interface ContentBlock {
  readonly name: string;
  readonly attributesJSON: string;
  /** The block's own saved HTML; a wrapper's inner blocks are not part of it. */
  readonly originalContent: string;
  readonly innerBlocks: readonly ContentBlock[];
}

export interface ContentMedia {
  readonly databaseId: number;
  /** A local path under /images/ or an absolute URL. */
  readonly mediaItemUrl: string;
  readonly altText: string;
  /** The original's size, as WordPress's mediaDetails gives it. */
  readonly width?: number;
  readonly height?: number;
}

export interface ContentSeo {
  readonly title: string;
  readonly metaDesc: string;
  /** Yoast's 'noindex' keeps the page out of search engines and the sitemap; absent is 'index'. */
  readonly metaRobotsNoindex?: 'noindex' | 'index';
  /** A path or an absolute URL. */
  readonly canonical: string;
  readonly opengraphImageId?: number;
  readonly opengraphPublishedTime?: string;
  readonly opengraphModifiedTime?: string;
  readonly breadcrumbs: ReadonlyArray<{ readonly url: string; readonly text: string }>;
}

interface ContentNodeBase {
  readonly databaseId: number;
  /** With WordPress's trailing slash, e.g. `/about/`; the front page is `/`. */
  readonly uri: string;
  readonly slug: string;
  readonly title: string;
  /** Site-local time, as WPGraphQL serves it: `2024-05-14T09:00:00`. */
  readonly date: string;
  readonly modified: string;
  readonly featuredImageId: number | null;
  readonly seo: ContentSeo;
  readonly blocks: readonly ContentBlock[];
}

export interface ContentPage extends ContentNodeBase {
  readonly isFrontPage?: boolean;
  readonly templateName: string;
  /** 'default' or 'whitespaceright'. */
  readonly layoutType: string;
}

export interface ContentMediaContact {
  readonly contact: string;
  readonly phone: string;
  readonly email: string;
}

export interface ContentPost extends ContentNodeBase {
  /** Category slugs. */
  readonly categories: readonly string[];
  /** Tag slugs. */
  readonly tags: readonly string[];
  readonly excerpt: string;
  readonly postFields: { readonly layoutType: string; readonly location: string; readonly mediaContactHide: boolean; readonly titleAlignment: string };
  readonly postMediaContact: {
    readonly overwrite: boolean;
    readonly mediaContact: ContentMediaContact | null;
    readonly aboutLarkspurLogistics: string;
    readonly contactItems: ReadonlyArray<{ readonly content: string; readonly phone: string; readonly mediaContactEmail: string }>;
  };
  readonly postAuthorData: {
    readonly displayAuthor: boolean;
    readonly author: { readonly databaseId: number; readonly title: string; readonly slug: string; readonly acf_leader_meta: { readonly title: string } } | null;
  };
  readonly postLeadSection: { readonly type: string; readonly leadImageId: number | null; readonly leadParagraph: string | null };
}

export interface ContentMenuItem {
  readonly databaseId: number;
  readonly label: string;
  /** A path for this site's own pages, an absolute URL otherwise. */
  readonly url: string;
  readonly target: string;
  /** 0 for a root item, as WordPress stores it. */
  readonly parentDatabaseId: number;
  readonly cssClasses: readonly string[];
  readonly acf_featured_menu_item?: {
    readonly heading: string;
    readonly link: { readonly url: string; readonly title: string; readonly target: string };
    readonly imageId: number;
  };
}

export interface ContentMenu {
  readonly databaseId: number;
  readonly name: string;
  readonly slug: string;
  readonly items: readonly ContentMenuItem[];
}

export interface ContentTerm {
  readonly databaseId: number;
  readonly name: string;
  readonly slug: string;
  readonly description?: string;
}

export interface ContentSite {
  readonly generalSettings: { readonly title: string; readonly description: string };
  readonly siteOptions: {
    readonly acf_site_options: {
      readonly footerContactInfo: string;
      readonly socialMediaLinks: ReadonlyArray<{ readonly link: string; readonly social: string }>;
      readonly mediaContact: ContentMediaContact;
    };
    readonly acf_options_GDPR: { readonly gdprFixedFooter: { readonly gdprDescription: string } };
    /** Site-wide defaults of the number module. */
    readonly numberModule: {
      readonly numberGrid: ReadonlyArray<{ readonly prefix: string; readonly number: string; readonly suffix: string; readonly heading: string }>;
      readonly acf_number_module: { readonly mainHeading: string; readonly backgroundColor: string };
    };
    /** Site-wide cards of the CTA card grid; images by media id. */
    readonly ctaRegionCardGrid2: {
      readonly mainHeader: string;
      readonly grid: ReadonlyArray<{ readonly mainHeader: string; readonly backgroundImageId: number; readonly cta: { readonly url: string; readonly title: string; readonly target: string } }>;
    };
    /** The mailboxes the property contact form may write to, named by key in the contact-form block. */
    readonly acf_property_mailboxes: { readonly mailboxes: ReadonlyArray<{ readonly key: string; readonly propertyName: string; readonly email: string }> };
  };
  readonly menus: readonly ContentMenu[];
  readonly categories: readonly ContentTerm[];
  readonly tags: readonly ContentTerm[];
  readonly media: readonly ContentMedia[];
}

/** An employee quote (custom post type); its image by media id. */
export interface ContentEmployee {
  readonly databaseId: number;
  /** The employee's name. */
  readonly title: string;
  readonly acf_employee: { readonly quote: string; readonly position: string; readonly imageId: number | null; readonly linkToStory: string };
}

/** A job opening (the `job_opening` post type with its `jobFields`). */
export interface ContentJob {
  readonly databaseId: number;
  readonly title: string;
  /** HTML. */
  readonly content: string;
  readonly link: string;
  readonly allLocations: readonly string[];
  readonly type: string;
  readonly category: string;
}


/** A leader, director or team member (the leader post type); blocks refer to it by databaseId. */
export interface ContentPerson {
  readonly databaseId: number;
  readonly title: string;
  readonly slug: string;
  /** The bio (HTML); empty when the member has no profile. */
  readonly content: string;
  /** The position as the profile shows it (HTML), and as plain text. */
  readonly position: string;
  readonly positionText: string;
  readonly image: ContentMedia | null;
}

/** A market of the region maps, with the figures of its market page. */
export interface ContentMarket {
  readonly databaseId: number;
  readonly name: string;
  readonly slug: string;
  readonly state: string;
  /** 'West Region', 'Central Region' or 'East Region'. */
  readonly region: string;
  readonly numberOfProperties: number;
  readonly totalSquareFeet: number;
  /** 'lat, lng'. */
  readonly coordinates: string;
  /** Where the buildings are, for the market page. */
  readonly location: string;
  readonly population: number;
}

export interface Content {
  readonly site: ContentSite;
  /** In menu order; the embedded `pages` connection serves them in this order. */
  readonly pages: readonly ContentPage[];
  /** The demo posts; newest first once sorted by the executor. */
  readonly posts: readonly ContentPost[];
  readonly employees: readonly ContentEmployee[];
  readonly jobs: readonly ContentJob[];
  readonly people: readonly ContentPerson[];
  readonly markets: readonly ContentMarket[];
}

/** All embedded content. The annotations check the JSON against the types at compile time. */
export const content: Content = {
  site,
  pages: [
    home,
    about,
    leadership,
    sustainability,
    careers,
    internship,
    gatewayProgram,
    properties,
    propertyGateway303,
    regionEast,
    regionCentral,
    regionWest,
    developments,
    customers,
    larkspurPlus,
    communitySpace,
    vendors,
    vendorThankYou,
    brokerToolkit,
    news,
    contact,
    privacyPolicy,
    termsOfUse,
    accessibility,
    samplePage,
    miccUpgrades,
    search,
    ...marketPages(markets),
  ],
  // A large archive (EMBEDDED_POSTS_FILE) is not held here: the embedded CMS reads it from
  // ./generated-posts.ts, a post's body at a time.
  posts: demoPosts,
  employees,
  jobs,
  people,
  markets,
};
