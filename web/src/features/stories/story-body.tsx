import type { ReactNode } from 'react';
import type { Story } from '@contracts/stories';
import { useTranslatable } from '@/components/translate/translatable';

/**
 * A story's title and text, or their machine translation while the reader looks at it, with the
 * 'Translate to …' control under the text when the site has a translation service (decision 0077).
 * `children` (the byline and notes) stand between the title and the text.
 */
export function StoryBody({ story, children }: { story: Story; children?: ReactNode }) {
  const { shown, control } = useTranslatable({
    kind: 'story',
    id: story.id,
    language: story.language,
    editedAt: story.editedAt,
  });
  return (
    <>
      <h1 id="story-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {shown?.title ?? story.title}
      </h1>
      {children}
      <div className="whitespace-pre-line break-words text-lg leading-relaxed text-ink">
        {shown?.content ?? story.content}
      </div>
      {control}
    </>
  );
}
