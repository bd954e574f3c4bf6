import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsLink } from '../../renderers/ui/cms-link';
import { rewritePdfHref } from '../../renderers/ui/media-href';
import { RichText } from '../../renderers/ui/rich-text';
import { renderHtml } from '../support/render-html';

const hosts = { publicSiteUrl: 'https://www.larkspur.example', cmsMediaUrl: 'https://cms.larkspur.example' };

describe('rewritePdfHref', () => {
  it('moves a PDF on the public host to the media host, keeping path, query and hash', () => {
    expect(rewritePdfHref('https://www.larkspur.example/wp-content/uploads/esg.pdf?v=2#page=3', hosts)).toBe(
      'https://cms.larkspur.example/wp-content/uploads/esg.pdf?v=2#page=3',
    );
  });

  it('moves a root-relative PDF, which the site would otherwise serve itself', () => {
    expect(rewritePdfHref('/wp-content/uploads/2024/04/Report.PDF', hosts)).toBe('https://cms.larkspur.example/wp-content/uploads/2024/04/Report.PDF');
  });

  it('leaves other hosts, other files, relative and protocol-relative links alone', () => {
    for (const url of [
      'https://other.example/wp-content/uploads/esg.pdf',
      'https://www.larkspur.example/about/',
      '/files/plan.docx',
      'esg.pdf',
      '//www.larkspur.example/esg.pdf',
      'mailto:someone@larkspur.example?subject=a.pdf',
      '#section.pdf',
    ]) {
      expect(rewritePdfHref(url, hosts)).toBe(url);
    }
  });

  it('changes nothing while CMS_MEDIA_URL is unset', () => {
    expect(rewritePdfHref('/wp-content/uploads/esg.pdf', { ...hosts, cmsMediaUrl: undefined })).toBe('/wp-content/uploads/esg.pdf');
  });
});

describe('PDF links in rendered content', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are rewritten by CmsLink and by RichText when CMS_MEDIA_URL is set', async () => {
    vi.stubEnv('PUBLIC_SITE_URL', hosts.publicSiteUrl);
    vi.stubEnv('CMS_MEDIA_URL', hosts.cmsMediaUrl);
    const link = await renderHtml(<CmsLink link={{ url: '/wp-content/uploads/brochure.pdf', title: 'Brochure' }} />);
    expect(link).toBe('<a href="https://cms.larkspur.example/wp-content/uploads/brochure.pdf">Brochure</a>');
    const text = await renderHtml(<RichText html={'<p><a href="https://www.larkspur.example/wp-content/uploads/esg-2023.pdf">ESG report</a></p>'} />);
    expect(text).toContain('href="https://cms.larkspur.example/wp-content/uploads/esg-2023.pdf"');
  });

  it('are left alone without CMS_MEDIA_URL, also for HTML seen before with it set', async () => {
    const html = '<p><a href="/wp-content/uploads/cached.pdf">Cached</a></p>';
    vi.stubEnv('CMS_MEDIA_URL', hosts.cmsMediaUrl);
    expect(await renderHtml(<RichText html={html} />)).toContain(`href="${hosts.cmsMediaUrl}/wp-content/uploads/cached.pdf"`);
    vi.stubEnv('CMS_MEDIA_URL', '');
    expect(await renderHtml(<RichText html={html} />)).toContain('href="/wp-content/uploads/cached.pdf"');
  });
});
