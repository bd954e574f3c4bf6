/**
 * A lazy leaf on the server: its HTML is in place in the page (React sends a finished Suspense
 * boundary of more than 500 bytes that comes after the page's first 12,800 bytes after the page,
 * hidden until a script moves it: nothing for a visitor without JavaScript), and its behaviour's
 * module is loaded with the leaf's own, so rendering it does not wait.
 */
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyLeaf } from '../../renderers/ui/lazy-leaf';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A form's worth of HTML: well over 500 bytes. */
function Behaviour({ label }: { readonly label: string }) {
  return (
    <form aria-label={label}>
      {Array.from({ length: 12 }, (_, index) => (
        <label key={index}>
          Field {index} of the form
          <input name={`field-${index}`} className="h-12 w-full rounded-full border-2 px-5" />
        </label>
      ))}
      <button type="submit">{label}</button>
    </form>
  );
}

const load = async () => ({ default: Behaviour });

/** A page whose header and opening text pass 12,800 bytes before the leaf. */
function Page({ children }: { readonly children: React.ReactNode }) {
  return (
    <main>
      <p>{'Industrial and logistics property. '.repeat(500)}</p>
      {children}
      <footer>End of page</footer>
    </main>
  );
}

async function streamed(element: React.ReactElement): Promise<string> {
  return new Response(await renderToReadableStream(element)).text();
}

describe('lazyLeaf on the server', () => {
  it('sends a leaf that hydrates at load in place, after a long page opening', async () => {
    const Leaf = lazyLeaf(load);
    await settle();
    const html = await streamed(<Page><Leaf label="Send enquiry" /></Page>);
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html.indexOf('<form aria-label="Send enquiry"')).toBeGreaterThan(0);
    expect(html.indexOf('<form aria-label="Send enquiry"')).toBeLessThan(html.indexOf('End of page'));
  });

  it.each([{}, { hydrate: 'visible' as const }])('renders the behaviour without waiting once its module is loaded (%j)', async (options) => {
    const Leaf = lazyLeaf(load, options);
    await settle();
    // renderToString shows a suspended boundary's fallback (here nothing), and fails without one.
    expect(renderToString(<Leaf label="Open map" />)).toContain('<button type="submit">Open map</button>');
  });

  it('still renders a leaf whose module arrives later', async () => {
    let arrive = () => {};
    const Leaf = lazyLeaf(() => new Promise<{ default: typeof Behaviour }>((resolve) => (arrive = () => resolve({ default: Behaviour }))));
    const pending = streamed(<Page><Leaf label="Later" /></Page>);
    await settle();
    arrive();
    const html = await pending;
    expect(html.indexOf('<form aria-label="Later"')).toBeLessThan(html.indexOf('End of page'));
  });
});
