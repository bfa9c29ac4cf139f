import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { TranslationKind, WrittenLanguage } from '@contracts/translation';
import { useSiteConfig } from '@/lib/site-config';

/** The control's code and words load only when a page shows one (decision 0077). */
const TranslateControl = lazy(() => import('./translate-control'));

export interface TranslatableItem {
  kind: TranslationKind;
  id: string;
  /** A reply's post. */
  postId?: string;
  /** The language it was written in (a private message's is read from its words). */
  language: WrittenLanguage;
  /** When it was last changed: a changed item is translated again. */
  editedAt?: string | null;
}

export interface ShownText {
  title: string | null;
  content: string;
}

/**
 * A member's writing that a reader may see in the other language, when the site has a translation
 * service: `shown` is the translation while the reader looks at it (null: the original), and
 * `control` the 'Translate to …' button, or the machine translation's note with the way back to
 * the original. With no service configured there is no control and nothing is loaded.
 */
export function useTranslatable(item: TranslatableItem): { shown: ShownText | null; control: ReactNode } {
  const enabled = useSiteConfig().data?.translation === true;
  const [shown, setShown] = useState<ShownText | null>(null);
  const control = enabled ? (
    <Suspense fallback={null}>
      <TranslateControl item={item} showing={shown !== null} onShow={setShown} onOriginal={() => setShown(null)} />
    </Suspense>
  ) : null;
  return { shown, control };
}
