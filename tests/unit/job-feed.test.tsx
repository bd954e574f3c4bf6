import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_FEED_ERROR } from '../../site/jobs/jobs';

vi.mock('../../site/cms/client', () => ({
  cmsQuery: vi.fn(async () => ({ jobOpenings: { error: 'There has been an error fetching job data.', jobs: [] } })),
}));

describe('the job feed', () => {
  afterEach(() => vi.restoreAllMocks());

  it("turns the feed's error text into no jobs, and logs it once per process", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getJobFeed } = await import('../../site/cms/collections');
    await expect(getJobFeed()).resolves.toEqual({ ok: false });
    await expect(getJobFeed()).resolves.toEqual({ ok: false });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain(JOB_FEED_ERROR);
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
