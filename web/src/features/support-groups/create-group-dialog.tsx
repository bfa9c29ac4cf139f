import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupLimits, PublicGroupTypes, type GroupType } from '@contracts/support-groups';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useCreateGroup } from './api';

/** 'Create Group' (admins and NGOs): name required, members 1 to 500 (20 when left invalid), public by default. */
export function CreateGroupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('supportGroups');
  const create = useCreateGroup();
  const handleError = useApiErrorHandler();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [groupType, setGroupType] = useState<GroupType>('general');
  const [maxMembers, setMaxMembers] = useState(String(GroupLimits.membersDefault));
  const [isPrivate, setIsPrivate] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameMissing(true);
      toast.error(t('toasts.nameRequired'));
      return;
    }
    create.mutate(
      { name, description, groupType, maxMembers, isPrivate },
      {
        onSuccess: () => {
          toast.success(t('toasts.successTitle'), t('toasts.created'));
          setName('');
          setDescription('');
          setGroupType('general');
          setMaxMembers(String(GroupLimits.membersDefault));
          setIsPrivate(false);
          setNameMissing(false);
          onOpenChange(false);
        },
        onError: (error) => handleError(error, { title: t('toasts.createFailed') }),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('form.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('form.name')} required error={nameMissing && !name.trim() ? t('toasts.nameRequired') : undefined}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={GroupLimits.nameMax} autoComplete="off" />
        </Field>
        <Field label={t('form.description')}>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} maxLength={GroupLimits.descriptionMax} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.type')}>
            <Select value={groupType} onChange={(e) => setGroupType(e.target.value as GroupType)}>
              {PublicGroupTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.max')} hint={t('form.maxHint')}>
            <Input type="number" min={GroupLimits.membersMin} max={GroupLimits.membersMax} step={1} inputMode="numeric" value={maxMembers} onChange={(e) => setMaxMembers(e.target.value)} />
          </Field>
        </div>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
          <input type="checkbox" checked={isPrivate} onChange={(e) => setIsPrivate(e.target.checked)} className="mt-1 h-5 w-5 accent-primary-700" />
          <span>
            <span className="block font-medium text-ink">{t('form.private')}</span>
            <span className="block text-sm text-muted">{t('form.privateHint')}</span>
          </span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
