import { useTranslation } from 'react-i18next';
import type { ForumAuthor } from '@contracts/forum';
import { Avatar } from '@/components/ui/avatar';
import { useFormat } from '@/lib/format';

/** Who wrote it and when (and 'edited' when changed since): the name and role, or 'Anonymous'; 'Author' marks the post's author in a thread. */
export function AuthorLine({
  author,
  createdAt,
  editedAt = null,
  byPostAuthor,
  isMine,
  size = 40,
}: {
  author: ForumAuthor;
  createdAt: string;
  /** When its author last changed it: a quiet 'edited' beside the time. */
  editedAt?: string | null;
  byPostAuthor?: boolean;
  isMine?: boolean;
  size?: number;
}) {
  const { t } = useTranslation('forum');
  const format = useFormat();
  const name = author ? author.name : t('anonymous');
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={author?.avatarUrl ?? null} name={author ? author.name : '?'} size={size} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium text-ink">{name}</span>
          {/* A role not said yet (decision 0062) shows no badge, never 'Patient'. */}
          {author?.role ? (
            <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
              {t(`roles.${author.role}`)}
            </span>
          ) : null}
          {byPostAuthor ? (
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-medium text-accent-700">
              {t('thread.author')}
            </span>
          ) : null}
          {isMine ? <span className="text-xs text-muted">{t('thread.you')}</span> : null}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={createdAt} title={format.dateTime(createdAt)}>
            {format.relative(createdAt)}
          </time>
          {editedAt ? (
            <>
              {' · '}
              <span title={format.dateTime(editedAt)}>{t('own.edited')}</span>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
