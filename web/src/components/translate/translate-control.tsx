import { useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-client';
import { describeApiError } from '@/lib/api-errors';
import type { ShownText, TranslatableItem } from './translatable';

/** Translated into the other language of the item: English writing into Hindi, Hindi (either script) into English. */
const targetOf = (item: TranslatableItem) => (item.language === 'en' ? 'hi' : 'en');

/**
 * 'Translate to हिन्दी' / 'Translate to English' on a member's writing; once asked, the translation
 * in its place, marked as a machine translation, with 'Show original' one tap away. A translation
 * asked for once is kept in the page's cache, so going back and forth makes no new call.
 */
export default function TranslateControl({
  item,
  showing,
  onShow,
  onOriginal,
}: {
  item: TranslatableItem;
  showing: boolean;
  onShow: (text: ShownText) => void;
  onOriginal: () => void;
}) {
  const { t } = useTranslation('translate');
  const { t: tc } = useTranslation('common');
  const target = targetOf(item);
  const translation = useQuery({
    queryKey: ['translation', item.kind, item.id, target, item.editedAt ?? null],
    queryFn: () =>
      api('POST /api/translations', {
        body: { kind: item.kind, id: item.id, target, ...(item.postId ? { postId: item.postId } : {}) },
      }),
    enabled: false,
    staleTime: Infinity,
    retry: false,
  });
  const { data } = translation;
  useEffect(() => {
    if (data && !showing) onShow({ title: data.title, content: data.content });
    // Shown once when it arrives; after 'Show original' only a tap shows it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const ask = () => {
    if (data) onShow({ title: data.title, content: data.content });
    else void translation.refetch();
  };
  const error = translation.error;
  const errorText =
    error instanceof ApiError && error.code === 'TRANSLATION_FAILED'
      ? t(error.status === 503 ? 'unavailable' : 'failed')
      : error
        ? describeApiError(tc, error)
        : null;

  if (showing) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted" data-testid="machine-translation">
        <Languages aria-hidden="true" className="mt-2 h-4 w-4 shrink-0" />
        <span>
          <span className="mr-1">{t('machine', { language: t(`languages.${target}`) })}</span>
          <Button variant="ghost" size="sm" className="px-1 underline" onClick={onOriginal}>
            {t('showOriginal')}
          </Button>
        </span>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-primary-800"
        onClick={ask}
        isLoading={translation.isFetching}
        disabled={translation.isFetching}
        aria-busy={translation.isFetching}
      >
        {!translation.isFetching ? <Languages aria-hidden="true" className="h-4 w-4" /> : null}
        {translation.isFetching ? t('translating') : t(`to.${target}`)}
      </Button>
      {errorText ? (
        <p role="alert" className="text-sm text-danger">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
