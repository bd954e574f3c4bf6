/**
 * The site-wide block defaults come from the CMS options, are reshaped
 * once by the loader, and reach every renderer through the render context.
 */
import { describe, expect, it } from 'vitest';
import { getSiteDefaults } from '../../site/cms/loaders';
import { createRenderContext } from '../../site/render-context';

describe('site-wide block defaults', () => {
  it('reshape the number module: heading, background and figures as the CMS stores them', async () => {
    const { numberModule } = await getSiteDefaults();
    expect(numberModule.heading).toBe('Larkspur by the numbers');
    expect(numberModule.background).toBe('lightest');
    expect(numberModule.items[0]).toEqual({ prefix: 'None', number: '83.4', suffix: 'M sqft', heading: 'of warehouse, distribution and flex space' });
  });

  it('reshape the CTA card grid: images by URL and site-relative links', async () => {
    const { ctaCardGrid } = await getSiteDefaults();
    expect(ctaCardGrid.heading).toBe('Find the right space for your operation');
    expect(ctaCardGrid.cards).toHaveLength(3);
    expect(ctaCardGrid.cards[0]).toEqual({
      heading: 'Available properties',
      image: { src: '/images/port-terminal.jpg', alt: expect.stringContaining('Container cranes'), width: 1600, height: 900 },
      cta: { url: '/properties/', title: 'Search space', target: '' },
    });
  });

  it('are in the render context of every page', async () => {
    const ctx = await createRenderContext('/about/');
    expect(ctx.site.defaults).toEqual(await getSiteDefaults());
  });
});
