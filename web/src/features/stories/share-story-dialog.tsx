import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateStoryBody, StoryAgeGroups, StoryCancerTypes, StoryLimits, StoryTones } from '@contracts/stories';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDraft, useFormDraft } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { useShareStory } from './api';

type StoryInput = z.input<typeof CreateStoryBody>;
type Story = z.output<typeof CreateStoryBody>;

// The cancer type and tone start on 'Choose…' (''), which the contract refuses as a missing choice.
const empty: Partial<StoryInput> = { title: '', content: '', ageGroup: '', isAnonymous: false };

/** 'Share Your Story': title, story, cancer type and tone required; age group optional; anonymous. The contract checks it here and on the server. */
export function ShareStoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('stories');
  const navigate = useNavigate();
  const share = useShareStory();
  const handleError = useApiErrorHandler();
  // The story being written is kept on this device until it is shared (decision 0061).
  const draft = useDraft<Partial<StoryInput>>('story', null, empty);
  const offline = useOfflineSend();
  const { register, handleSubmit, reset, setError, formState, watch } = useForm<StoryInput, unknown, Story>({
    resolver: zodResolver(CreateStoryBody),
    defaultValues: draft.initial,
  });
  const { errors } = formState;
  useFormDraft(draft, watch, reset);

  const deliver = (body: Story) =>
    share.mutate(body, {
      onSuccess: (story) => {
        draft.clear();
        // With a safety notice, the crisis card says it was shared: no toast over it.
        if (!story.safety) toast.success(t('toasts.sharedTitle'), t('toasts.sharedText'));
        reset(empty);
        onOpenChange(false);
        void navigate(`/stories/${story.id}`);
      },
      onError: (error) => {
        if (isNetworkFailure(error)) return offline.networkFailed(() => deliver(body));
        handleError(error, { setError, title: t('toasts.shareFailed') });
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
    isAnonymous: register('isAnonymous'),
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      description={t('form.description')}
      onSubmit={() => void submit()}
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      isPending={share.isPending}
    >
      <ComposerNotes
        sending={share.isPending}
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
            <option value="">{t('form.choose')}</option>
            {StoryCancerTypes.map((c) => (
              <option key={c} value={c}>
                {t(`cancerTypes.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.toneLabel')} required error={errors.tone?.message}>
          <Select {...fields.tone}>
            <option value="">{t('form.choose')}</option>
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
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input type="checkbox" {...fields.isAnonymous} className="mt-1 h-5 w-5 accent-primary-700" />
        <span>
          <span className="block font-medium text-ink">{t('form.anonymousLabel')}</span>
          <span className="block text-sm text-muted">{t('form.anonymousHint')}</span>
        </span>
      </label>
    </FormDialog>
  );
}
