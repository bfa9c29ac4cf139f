import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SampleBadge } from '@/components/ui/sample-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticle } from './api';
import { BilingualText } from '@/components/bilingual-text';
import { OutsideLink, sourceHost } from './outside-link';

/** /resources/articles/:id: an article in a reader view, its paragraphs as plain text, its sources below. */
export function ArticlePage() {
  const { t } = useTranslation('resources');
  const { id = '' } = useParams();
  const article = useArticle(id);
  const format = useFormat();
  useDocumentTitle(article.data?.title ?? t('title'));
  const back = (
    <Link to="/resources" className={buttonClass('ghost', 'sm', 'w-fit')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('article.back')}
    </Link>
  );
  if (article.isLoading)
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        {back}
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (article.isError || !article.data) {
    const missing = article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        {back}
        {missing ? (
          <EmptyState title={t('article.notFound')} />
        ) : (
          <ErrorState error={article.error} onRetry={() => void article.refetch()} />
        )}
      </div>
    );
  }
  const a = article.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      {back}
      <Card className="p-5 sm:p-8">
        <article aria-labelledby="article-title" className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
              {t(`categories.${a.category}`)}
            </span>
            {a.isSample ? <SampleBadge /> : null}
          </div>
          <h1 id="article-title" className="text-2xl font-bold text-ink sm:text-3xl">
            <BilingualText en={a.title} hi={a.titleHi} />
          </h1>
          <p className="text-sm text-muted">
            <time dateTime={a.createdAt}>{format.date(a.createdAt)}</time>
          </p>
          <BilingualText
            as="div"
            className="space-y-4 text-lg leading-relaxed text-ink"
            en={a.content}
            hi={a.contentHi}
            mark={false}
          >
            {(text) =>
              text.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i} className="whitespace-pre-line break-words">
                  {paragraph}
                </p>
              ))
            }
          </BilingualText>
          {a.externalUrl ? (
            <p>
              <OutsideLink href={a.externalUrl}>{t('article.readMore')}</OutsideLink>
            </p>
          ) : null}
          {a.sources.length ? (
            <section aria-labelledby="sources" className="border-t border-slate-100 pt-4">
              <h2 id="sources" className="text-sm font-semibold text-ink">
                {t('article.sources')}
              </h2>
              <ul className="mt-1 space-y-1 text-sm">
                {a.sources.map((s) => (
                  <li key={s}>
                    <OutsideLink href={s}>{sourceHost(s)}</OutsideLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      </Card>
    </div>
  );
}
