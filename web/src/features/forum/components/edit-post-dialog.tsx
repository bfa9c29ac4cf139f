import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ForumLimits, PostTypes, UpdatePostBody, normaliseTags, type PostThread } from '@contracts/forum';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { WrittenLanguageField } from '@/components/translate/written-language-field';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDraft, useFormDraft } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { MentionTextarea } from './mention-textarea';
import { useUpdatePost } from '../api';

type EditInput = z.input<typeof UpdatePostBody>;
type Edit = z.output<typeof UpdatePostBody>;

/**
 * The author's 'Edit post': the post's title, content, type and tags, checked by the contract here
 * and on the server. Like every composer (decision 0061), an unsaved change is kept on this device
 * (put back when Edit is opened again), and a save while offline goes when the connection is back.
 */
export function EditPostDialog({
  post,
  open,
  onOpenChange,
}: {
  post: PostThread['post'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('forum');
  const update = useUpdatePost(post.id);
  const handleError = useApiErrorHandler();
  const current: EditInput = {
    title: post.title,
    content: post.content,
    postType: post.postType,
    tags: post.tags.join(', '),
    language: post.language,
  };
  // Only a change from what the post says now is kept.
  const draft = useDraft<EditInput>('forum-post-edit', post.id, current);
  const offline = useOfflineSend();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<EditInput, unknown, Edit>({
    resolver: zodResolver(UpdatePostBody),
    defaultValues: draft.initial,
  });
  const { errors } = formState;
  useFormDraft(draft, watch, reset);
  // Opening again starts from the unsaved change, or else from what the post says now.
  useEffect(() => {
    if (open) reset(draft.restored ? draft.initial : current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it opens
  }, [open]);

  // The language goes only when the author changed it; otherwise the server reads it from the new words.
  const deliver = ({ language, ...rest }: Edit) =>
    update.mutate(language && language !== post.language ? { ...rest, language } : rest, {
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
    (invalid) => {
      if (invalid.title || invalid.content) toast.error(t('toasts.missingTitle'), t('toasts.missingText'));
    },
  );
  const fields = {
    title: register('title'),
    content: register('content'),
    postType: register('postType'),
    tags: register('tags'),
    language: register('language'),
  };
  const tagList = normaliseTags(watch('tags'));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('own.editPostTitle')}
      description={t('own.editPostText')}
      onSubmit={() => void submit()}
      submitLabel={t('own.save')}
      cancelLabel={t('new.cancel')}
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
      <Field label={t('new.titleLabel')} required error={errors.title?.message}>
        <Input {...fields.title} maxLength={ForumLimits.titleMax} autoComplete="off" />
      </Field>
      <Field label={t('new.contentLabel')} required error={errors.content?.message}>
        <MentionTextarea
          {...fields.content}
          rows={6}
          maxLength={ForumLimits.contentMax}
          isAnonymous={post.isAnonymous}
        />
      </Field>
      <Field label={t('new.typeLabel')} error={errors.postType?.message}>
        <Select {...fields.postType}>
          {PostTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('new.tagsLabel')}
        hint={
          tagList.length ? t('new.tagsPreview', { tags: tagList.map((x) => `#${x}`).join(' ') }) : t('new.tagsHint')
        }
        error={errors.tags?.message}
      >
        <Input {...fields.tags} autoComplete="off" />
      </Field>
      <WrittenLanguageField {...fields.language} />
    </FormDialog>
  );
}
