import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../site/cms/client', () => ({
  cmsQuery: vi.fn(async () => {
    throw new Error('CMS request JobOpenings failed: Internal server error');
  }),
}));

describe('the job feed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns a CMS that cannot list the job openings into no jobs, and logs it once per process', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getJobFeed } = await import('../../site/cms/collections');
    await expect(getJobFeed()).resolves.toEqual({ ok: false });
    await expect(getJobFeed()).resolves.toEqual({ ok: false });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('JobOpenings failed: Internal server error');
  });

  it('renders nothing for the job block when the feed failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: JobOpening } = await import('../../renderers/job-opening');
    const { getJobFeed } = await import('../../site/cms/collections');
    const { renderHtml } = await import('../support/render-html');
    const ctx = { path: '/careers/', searchParams: {}, site: { jobs: getJobFeed } } as unknown as Parameters<typeof JobOpening>[0]['ctx'];
    const html = await renderHtml(<JobOpening data={{ main_header: 'Open positions', anchor: '', className: '' } as never} ctx={ctx} block={{ path: 'blocks[0]', name: 'acf/job-opening' } as never} />);
    expect(html).toBe('');
  });
});
