import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForumLimits, PostTypes, normaliseTags, type PostType } from '@contracts/forum';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useCreatePost } from '../api';

/** 'Share with the Community': title, content, type, tags and the anonymous switch. */
export function NewPostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const create = useCreatePost();
  const handleError = useApiErrorHandler();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [postType, setPostType] = useState<PostType>('question');
  const [tags, setTags] = useState('');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [missing, setMissing] = useState<{ title?: boolean; content?: boolean }>({});

  const reset = () => {
    setTitle('');
    setContent('');
    setPostType('question');
    setTags('');
    setIsAnonymous(false);
    setMissing({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { title: !title.trim(), content: !content.trim() };
    if (gaps.title || gaps.content) {
      setMissing(gaps);
      toast.error(t('toasts.missingTitle'), t('toasts.missingText'));
      return;
    }
    create.mutate(
      { title, content, postType, tags: normaliseTags(tags), isAnonymous },
      {
        onSuccess: (thread) => {
          // With a safety notice, the crisis card says it was shared: no toast over it.
          if (!thread.safety) toast.success(t('toasts.createdTitle'), t('toasts.createdText'));
          reset();
          onOpenChange(false);
          void navigate(`/forum/${thread.post.id}`);
        },
        onError: (error) => handleError(error, { title: t('toasts.createFailed'), signInText: t('toasts.authRequired') }),
      },
    );
  };

  const tagList = normaliseTags(tags);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('new.title')} description={t('new.description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('new.titleLabel')} required error={missing.title ? t('new.titleMissing') : undefined}>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={ForumLimits.titleMax} autoComplete="off" />
        </Field>
        <Field label={t('new.contentLabel')} required error={missing.content ? t('new.contentMissing') : undefined}>
          <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={6} maxLength={ForumLimits.contentMax} />
        </Field>
        <Field label={t('new.typeLabel')}>
          <Select value={postType} onChange={(e) => setPostType(e.target.value as PostType)}>
            {PostTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('new.tagsLabel')} hint={tagList.length ? t('new.tagsPreview', { tags: tagList.map((x) => `#${x}`).join(' ') }) : t('new.tagsHint')}>
          <Input value={tags} onChange={(e) => setTags(e.target.value)} autoComplete="off" />
        </Field>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
          <input type="checkbox" role="switch" checked={isAnonymous} onChange={(e) => setIsAnonymous(e.target.checked)} className="mt-1 h-5 w-5 accent-primary-700" />
          <span>
            <span className="block font-medium text-ink">{t('new.anonymousLabel')}</span>
            <span className="block text-sm text-muted">{t('new.anonymousHint')}</span>
          </span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('new.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {t('new.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
