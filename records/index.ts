/**
 * The records the site hands to renderers: what site/cms reshapes every CMS answer into, once.
 * Renderers see these shapes and never a GraphQL edge, a `nodes` list or an ACF field name. They
 * sit below the renderers (engine <- block-schemas <- records <- renderers <- site): nothing here
 * imports from renderers/ or site/. Types come from the schemas (`z.infer`); the loaders check
 * what they build against them in the tests (tests/unit/records.test.ts).
 */
import { z } from 'zod';
import { imageValue } from '../engine';

/** An image as every record carries it: the engine's image value (`src`, `alt`, and its size when the CMS knows it). */
export const imageRecord = imageValue;
export type ImageRecord = z.output<typeof imageRecord>;

/** A leader, director or team member (the `leader` post type). */
export const memberRecord = z.object({
  id: z.number().int(),
  /** Plain text. */
  name: z.string(),
  /** HTML. */
  position: z.string(),
  /** The bio (HTML); when it is empty the member has no profile modal. */
  bio: z.string(),
  image: imageRecord.optional(),
});
export type Member = z.output<typeof memberRecord>;

/** A market as the map blocks read it (the `market` post type). */
export const marketRecord = z.object({
  name: z.string(),
  state: z.string(),
  /** 'West Region', 'Central Region' or 'East Region'. */
  region: z.string(),
  number_of_properties: z.number(),
  total_square_feet: z.number(),
  slug: z.string(),
  /** 'lat, lng'. */
  coordinates: z.string(),
});
export type MarketRecord = z.output<typeof marketRecord>;

const linkRecord = z.object({ url: z.string(), title: z.string(), target: z.string() });

/** A card of the CTA card grid's site-wide defaults (the options page). */
export const ctaCardRecord = z.object({
  heading: z.string(),
  image: imageRecord.optional(),
  cta: linkRecord.optional(),
});
export type CtaCard = z.output<typeof ctaCardRecord>;

/** An employee quote (the `employee` post type). */
export const employeeRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  quote: z.string(),
  position: z.string(),
  image: imageRecord.optional(),
  /** A site path or an absolute URL; '' when the employee has no story. */
  storyUrl: z.string(),
});
export type Employee = z.output<typeof employeeRecord>;

/** A post as news cards show it. */
export const postCardRecord = z.object({
  slug: z.string(),
  title: z.string(),
  /** The first category's name, or ''. */
  category: z.string(),
  image: imageRecord.optional(),
});
export type PostCard = z.output<typeof postCardRecord>;

/** A job opening (the `job_opening` post type). */
export const jobRecord = z.object({
  title: z.string(),
  /** HTML. */
  content: z.string(),
  /** The job's page on the careers host (the apply URL). */
  link: z.string(),
  allLocations: z.array(z.string()).readonly(),
  /** e.g. 'Full Time'. */
  type: z.string(),
  category: z.string(),
});
export type Job = z.output<typeof jobRecord>;

/** The job openings, or nothing when the CMS could not list them (already logged). */
export type JobFeed = { readonly ok: true; readonly jobs: readonly Job[] } | { readonly ok: false };
