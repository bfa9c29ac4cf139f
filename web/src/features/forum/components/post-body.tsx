import type { ReactNode } from 'react';
import type { PostThread } from '@contracts/forum';
import { useTranslatable } from '@/components/translate/translatable';
import { PostText } from './post-text';

/**
 * A post's title and text, or their machine translation while the reader looks at it, with the
 * 'Translate to …' control under the text when the site has a translation service (decision 0077).
 * `note` stands between the title and the text.
 */
export function PostBody({ post, note }: { post: PostThread['post']; note?: ReactNode }) {
  const { shown, control } = useTranslatable({
    kind: 'post',
    id: post.id,
    language: post.language,
    editedAt: post.editedAt,
  });
  return (
    <>
      <h1 id="post-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {shown?.title ?? post.title}
      </h1>
      {note}
      <PostText text={shown?.content ?? post.content} />
      {control}
    </>
  );
}
