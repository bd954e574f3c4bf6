import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pdfFileName } from '../../../../renderers/ui/format';
import { getSiteFrame } from '../../../cms/loaders';
import { prerenderable } from '../../../cms/prerender';
import { getSiteConfig } from '../../../../config';
import { pageMetadata, publicUrl } from '../../../metadata';
import { AboutBox, ArticleFrame, ArticleHead, ArticleLead, ArticlePrintHead, ArticleShareSlot, BackToNews } from '../../../news/article/article-view';
import { articleContacts } from '../../../news/article/contacts';
import { newsArticleLd, serializeLd } from '../../../news/article/json-ld';
import { ShareRow } from '../../../news/article/share-row';
import { getArticle, getArticleSlugs } from '../../../news/data';
import { articlePath } from '../../../news/routes';
import { PageBlocks, preparePage } from '../../../page-blocks';
import '../../../news/article/print.css';

interface RouteProps {
  readonly params: Promise<{ slug: string }>;
}

export const revalidate = 300;

/** The newest articles, but those the CMS does not answer in time, which render on first request (cms/prerender.ts). */
export async function generateStaticParams() {
  return (await prerenderable(await getArticleSlugs(), getArticle, articlePath)).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const post = await getArticle((await params).slug);
  return post ? pageMetadata(post) : {};
}

export default async function ArticlePage({ params }: RouteProps) {
  const post = await getArticle((await params).slug);
  if (!post) notFound();
  const { company } = getSiteConfig();
  const frame = await getSiteFrame();
  const url = publicUrl(post.seo.canonicalPath);
  return (
    <ArticleFrame>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(newsArticleLd(post, company)) }} />
      <ArticlePrintHead company={company} url={url} />
      <ArticleHead post={post} />
      <ArticleLead post={post} />
      <div className="mt-6 md:mt-8">
        <PageBlocks uri={post.uri} prepared={preparePage(post.uri, post)} />
      </div>
      <ArticleShareSlot>
        <ShareRow url={url} fileName={pdfFileName(post.title)} slug={post.slug} />
      </ArticleShareSlot>
      <AboutBox company={company} html={post.aboutHtml} contacts={articleContacts(post, frame.options.mediaContact)} />
      <BackToNews />
    </ArticleFrame>
  );
}
