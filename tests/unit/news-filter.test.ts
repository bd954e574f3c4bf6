import { describe, expect, it } from 'vitest';
import { dropdownTags, hasNewsFilter, newsHref, resolveNewsFilter, type NewsFilterOptions } from '../../renderers/ui/news-filter';

const options: NewsFilterOptions = {
  categories: [
    { name: 'News', slug: 'news', description: 'Company news.' },
    { name: 'Insights', slug: 'insights', description: 'Practical advice.' },
  ],
  tags: [
    { name: 'Solar', slug: 'solar' },
    { name: 'Last Mile', slug: 'last-mile' },
  ],
  years: [2024, 2023, 2021],
};

describe('news index filters', () => {
  it('match a category by name or slug without regard to case', () => {
    for (const value of ['insights', 'INSIGHTS', 'Insights', ' insights ']) {
      expect(resolveNewsFilter({ category: value }, options).category?.slug).toBe('insights');
    }
  });

  it('treat All, ALL and unknown values as no filter', () => {
    expect(resolveNewsFilter({ category: 'All', tag: 'ALL', year: 'all' }, options)).toEqual({});
    expect(resolveNewsFilter({ category: 'press', tag: 'esg', year: '1999' }, options)).toEqual({});
  });

  it('read a tag by slug or name, and a year the posts have', () => {
    expect(resolveNewsFilter({ tag: 'Last Mile', year: '2023' }, options)).toEqual({ tag: { name: 'Last Mile', slug: 'last-mile' }, year: 2023 });
  });

  it('leave esg and ceo out of the categories dropdown, in any case', () => {
    const tags = [
      { name: 'ESG', slug: 'esg' },
      { name: 'Ceo', slug: 'chief-executive' },
      { name: 'Environmental', slug: 'ESG' },
      { name: 'Solar', slug: 'solar' },
    ];
    expect(dropdownTags(tags)).toEqual([{ name: 'Solar', slug: 'solar' }]);
  });

  it('write the filter to the URL in a fixed order, and clear it to the bare path', () => {
    const filter = resolveNewsFilter({ year: '2021', tag: 'solar', category: 'News' }, options);
    expect(newsHref('/news/', filter)).toBe('/news/?category=news&tag=solar&year=2021');
    expect(newsHref('/news/', {})).toBe('/news/');
    expect(hasNewsFilter(filter)).toBe(true);
    expect(hasNewsFilter({ category: undefined })).toBe(false);
  });
});
