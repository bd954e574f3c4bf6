import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { getSiteConfig } from '../../config';
import { getSiteFrame } from '../cms/loaders';
import { SiteFooter } from '../frame/footer';
import { SiteHeader } from '../frame/header';
import { OrganizationJsonLd } from '../frame/organization';
import { PageEffects } from '../frame/page-effects';
import './globals.css';

// Inter, cut to US English text and the weights the site sets (scripts/make-font.ts): 29 KB.
const inter = localFont({
  src: './fonts/inter-text.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
});

export function generateMetadata(): Metadata {
  const config = getSiteConfig();
  return {
    metadataBase: new URL(config.publicSiteUrl),
    title: { default: config.company, template: `%s | ${config.brand}` },
    icons: { icon: '/images/favicon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#2f4a53', width: 'device-width', initialScale: 1 };

// Every page is refreshed at least every 5 minutes, the not-found page (which answers every path
// the CMS does not know) included: its frame follows the menus, and a shared cache keeps a 404 for
// 5 minutes, not a year.
export const revalidate = 300;

export default async function RootLayout({ children }: { readonly children: ReactNode }) {
  const frame = await getSiteFrame();
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a href="#main" className="sr-only z-50 bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to content
        </a>
        <OrganizationJsonLd frame={frame} />
        <SiteHeader frame={frame} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter frame={frame} />
        <PageEffects />
      </body>
    </html>
  );
}
