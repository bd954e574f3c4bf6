import { RouteLink } from '../../renderers/ui/route-link';
import { cn, contentColumn } from '../../renderers/ui/cn';

export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <section className={cn(contentColumn.text, 'flex flex-col items-start gap-6 py-24 md:py-32')}>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-freight">Error 404</p>
      <h1 className="text-4xl font-semibold tracking-tight text-slate md:text-5xl">We couldn&apos;t find that page</h1>
      <p className="text-lg text-ink/80">
        The address may be mistyped, or the page may have moved. Our portfolio, people and news are a click away.
      </p>
      <div className="flex flex-wrap gap-4">
        <RouteLink href="/" className="rounded-full bg-slate px-6 py-3 font-semibold text-white hover:bg-freight">
          Go to the home page
        </RouteLink>
        <RouteLink href="/contact/" className="rounded-full border-2 border-slate px-6 py-3 font-semibold text-slate hover:bg-cement">
          Contact us
        </RouteLink>
      </div>
    </section>
  );
}
