/** The PDF service's limits: what one instance takes on at a time, and for how long. */

/** Renders running at once; more wait in the queue. Two cores: two renders. */
export const PDF_MAX_CONCURRENT = 2;
/** Requests that may wait; past that the service answers 429. */
export const PDF_MAX_QUEUED = 8;
/** Requests one client (one address) may have running and waiting together; past that, 429. */
export const PDF_MAX_PER_CLIENT = 2;
/** From arrival to the last byte, queue time included. */
export const PDF_TIMEOUT_MS = 30_000;
/**
 * The render time the queue assumes before it has measured one: an article with its images,
 * measured 8-12 s on a busy two-core machine (the queue then learns the real one).
 */
export const PDF_FIRST_ESTIMATE_MS = 10_000;
/** The largest request body accepted (413 past it). */
export const PDF_BODY_LIMIT_BYTES = 64 * 1024;
/** Seconds a client is asked to wait after a 429. */
export const PDF_RETRY_AFTER_S = 5;
