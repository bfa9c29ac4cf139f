import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@contracts/forum';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { SampleBadge } from '@/components/ui/sample-badge';
import { AuthorLine } from './author-line';
import { HeartButton } from './heart-button';
import { PostText } from './post-text';
import { WaitingBadge } from './waiting-badge';

/** A post in the list: who, when, type, title (a link to its thread), the text, tags, hearts and replies. */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation('forum');
  const format = useFormat();
  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={`post-${post.id}-title`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} isMine={post.isMine} />
          <div className="flex flex-wrap items-center gap-2">
            <WaitingBadge waiting={post.waitingForApproval} hidden={post.hiddenForReview} />
            {post.isSample ? <SampleBadge /> : null}
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
              {t(`types.${post.postType}`)}
            </span>
          </div>
        </div>
        <h2 id={`post-${post.id}-title`} className="text-lg font-semibold text-ink sm:text-xl">
          <Link to={`/forum/${post.id}`} className="hover:underline focus-visible:underline">
            {post.title}
          </Link>
        </h2>
        <PostText text={post.content} className="line-clamp-4" />
        {post.contentTruncated ? (
          <Link to={`/forum/${post.id}`} className="text-sm font-medium text-primary-700 hover:underline">
            {t('card.readMore')}
          </Link>
        ) : null}
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('card.tags')}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-ink">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <HeartButton postId={post.id} hearted={post.heartedByMe} count={post.heartCount} />
          <Link
            to={`/forum/${post.id}#replies`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-muted hover:bg-slate-100"
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
            <span>{t('card.replies', { count: post.replyCount, formatted: format.number(post.replyCount) })}</span>
          </Link>
        </div>
      </article>
    </Card>
  );
}
