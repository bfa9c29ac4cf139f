import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StoryAgeGroups, StoryCancerTypes, StoryLimits, StoryTones, type StoryAgeGroup, type StoryCancerType, type StoryTone } from '@contracts/stories';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useShareStory } from './api';

/** 'Share Your Story': title, story, cancer type and tone required; age group optional; anonymous. */
export function ShareStoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('stories');
  const navigate = useNavigate();
  const share = useShareStory();
  const handleError = useApiErrorHandler();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [cancerType, setCancerType] = useState<StoryCancerType | ''>('');
  const [tone, setTone] = useState<StoryTone | ''>('');
  const [ageGroup, setAgeGroup] = useState<StoryAgeGroup | ''>('');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!title.trim() || !content.trim() || !cancerType || !tone) {
      toast.error(t('toasts.missingTitle'), t('toasts.missingText'));
      return;
    }
    share.mutate(
      { title, content, cancerType, tone, ageGroup: ageGroup || undefined, isAnonymous },
      {
        onSuccess: (story) => {
          // With a safety notice, the crisis card says it was shared: no toast over it.
          if (!story.safety) toast.success(t('toasts.sharedTitle'), t('toasts.sharedText'));
          setTitle('');
          setContent('');
          setCancerType('');
          setTone('');
          setAgeGroup('');
          setIsAnonymous(false);
          setTried(false);
          onOpenChange(false);
          void navigate(`/stories/${story.id}`);
        },
        onError: (error) => handleError(error, { title: t('toasts.shareFailed') }),
      },
    );
  };
  const missing = (v: string) => (tried && !v.trim() ? t('form.required') : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('form.title')} description={t('form.description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('form.titleLabel')} required error={missing(title)}>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={StoryLimits.titleMax} autoComplete="off" />
        </Field>
        <Field label={t('form.contentLabel')} required error={missing(content)}>
          <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={8} maxLength={StoryLimits.contentMax} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.cancerTypeLabel')} required error={missing(cancerType)}>
            <Select value={cancerType} onChange={(e) => setCancerType(e.target.value as StoryCancerType)}>
              <option value="">{t('form.choose')}</option>
              {StoryCancerTypes.map((c) => (
                <option key={c} value={c}>
                  {t(`cancerTypes.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.toneLabel')} required error={missing(tone)}>
            <Select value={tone} onChange={(e) => setTone(e.target.value as StoryTone)}>
              <option value="">{t('form.choose')}</option>
              {StoryTones.map((x) => (
                <option key={x} value={x}>
                  {t(`tones.${x}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label={t('form.ageGroupLabel')}>
          <Select value={ageGroup} onChange={(e) => setAgeGroup(e.target.value as StoryAgeGroup)}>
            <option value="">{t('form.preferNot')}</option>
            {StoryAgeGroups.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
          <input type="checkbox" checked={isAnonymous} onChange={(e) => setIsAnonymous(e.target.checked)} className="mt-1 h-5 w-5 accent-primary-700" />
          <span>
            <span className="block font-medium text-ink">{t('form.anonymousLabel')}</span>
            <span className="block text-sm text-muted">{t('form.anonymousHint')}</span>
          </span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={share.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
