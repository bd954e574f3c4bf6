import type { MetadataRoute } from 'next';
import { getSiteConfig } from '../../config';
import { publicUrl } from '../metadata';

/** `/robots.txt`: everything but the API is open to crawlers; the sitemap is on the public host. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: publicUrl('/sitemap.xml'),
    host: getSiteConfig().publicSiteUrl,
  };
}
