import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  StoryAgeGroups,
  StoryCancerTypes,
  StoryLimits,
  StoryTones,
  UpdateStoryBody,
  type Story,
} from '@contracts/stories';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { FormDialog } from '@/components/list/form-dialog';
import { WrittenLanguageField } from '@/components/translate/written-language-field';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDraft, useFormDraft } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { useUpdateStory } from './api';

type EditInput = z.input<typeof UpdateStoryBody>;
type Edit = z.output<typeof UpdateStoryBody>;

/**
 * The author's 'Edit story', starting from what it says now; the contract checks it here and on the
 * server. An unsaved change is kept on this device, and a save while offline waits for the
 * connection (decision 0061).
 */
export function EditStoryDialog({
  story,
  open,
  onOpenChange,
}: {
  story: Story;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('stories');
  const update = useUpdateStory(story.id);
  const handleError = useApiErrorHandler();
  const current: EditInput = {
    title: story.title,
    content: story.content,
    cancerType: story.cancerType,
    tone: story.tone,
    ageGroup: story.ageGroup ?? '',
    language: story.language,
  };
  const draft = useDraft<EditInput>('story-edit', story.id, current);
  const offline = useOfflineSend();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<EditInput, unknown, Edit>({
    resolver: zodResolver(UpdateStoryBody),
    defaultValues: draft.initial,
  });
  const { errors } = formState;
  useFormDraft(draft, watch, reset);
  useEffect(() => {
    if (open) reset(draft.restored ? draft.initial : current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it opens
  }, [open]);

  // The language goes only when the author changed it; otherwise the server reads it from the new words.
  const deliver = ({ language, ...rest }: Edit) =>
    update.mutate(language && language !== story.language ? { ...rest, language } : rest, {
      onSuccess: (updated) => {
        draft.clear();
        if (!updated.safety) toast.success(t('own.editedToast'));
        onOpenChange(false);
      },
      onError: (error) => {
        if (isNetworkFailure(error)) return offline.networkFailed(() => deliver({ ...rest, language }));
        handleError(error, { setError, title: t('own.editFailed') });
      },
    });
  const submit = handleSubmit(
    (body) => offline.run(() => deliver(body)),
    () => toast.error(t('toasts.missingTitle'), t('toasts.missingText')),
  );

  const fields = {
    title: register('title'),
    content: register('content'),
    cancerType: register('cancerType'),
    tone: register('tone'),
    ageGroup: register('ageGroup'),
    language: register('language'),
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('own.editTitle')}
      description={t('own.editText')}
      onSubmit={() => void submit()}
      submitLabel={t('own.save')}
      cancelLabel={t('form.cancel')}
      isPending={update.isPending}
    >
      <ComposerNotes
        sending={update.isPending}
        restored={draft.restored}
        onDiscard={() => {
          offline.cancel();
          reset(draft.discard());
        }}
        offline={offline.state}
        onSendAgain={offline.sendAgain}
      />
      <Field label={t('form.titleLabel')} required error={errors.title?.message}>
        <Input {...fields.title} maxLength={StoryLimits.titleMax} autoComplete="off" />
      </Field>
      <Field label={t('form.contentLabel')} required error={errors.content?.message}>
        <Textarea {...fields.content} rows={8} maxLength={StoryLimits.contentMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.cancerTypeLabel')} required error={errors.cancerType?.message}>
          <Select {...fields.cancerType}>
            {StoryCancerTypes.map((c) => (
              <option key={c} value={c}>
                {t(`cancerTypes.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.toneLabel')} required error={errors.tone?.message}>
          <Select {...fields.tone}>
            {StoryTones.map((x) => (
              <option key={x} value={x}>
                {t(`tones.${x}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t('form.ageGroupLabel')} error={errors.ageGroup?.message}>
        <Select {...fields.ageGroup}>
          <option value="">{t('form.preferNot')}</option>
          {StoryAgeGroups.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </Field>
      <WrittenLanguageField {...fields.language} />
    </FormDialog>
  );
}
