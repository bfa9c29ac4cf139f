import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BloodGroups, CreateDonorRequestBody, DonorLimits, DonorMessages, RequestComponents } from '@contracts/donors';
import { issueText } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { useCreateDonorRequest } from './api';
import { CompatibilityNote } from './facts';
import { Check, NeverPayNotice, PlaceSelect } from './fields';

/** The form's own schema: the contract's, with the needed-by time as the browser's date-time field gives it. */
const AskForm = CreateDonorRequestBody.omit({ neededBy: true }).extend({
  neededBy: z.string().min(1, issueText(DonorMessages.neededByRange)),
});
type AskInput = z.input<typeof AskForm>;
type AskValues = z.output<typeof AskForm>;

/** A day ahead, as a datetime-local value in the browser's time. */
function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 3_600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

/** The "Ask for blood" tab: a request reaches the best-matched donors at once. */
export function AskSection() {
  const { t } = useTranslation('donors');
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateDonorRequest();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, setError, formState } = useForm<AskInput, unknown, AskValues>({
    resolver: zodResolver(AskForm),
    defaultValues: {
      component: 'red_cells',
      patientGroup: '' as AskInput['patientGroup'],
      units: 1,
      hospital: '',
      placeCode: '',
      neededBy: tomorrow(),
      note: '',
      urgent: false,
      isDrive: false,
    },
  });
  const { errors } = formState;
  const fields = {
    component: register('component'),
    patientGroup: register('patientGroup'),
    units: register('units'),
    neededBy: register('neededBy'),
    hospital: register('hospital'),
    placeCode: register('placeCode'),
    note: register('note'),
    urgent: register('urgent'),
    isDrive: register('isDrive'),
  };
  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync({ ...values, neededBy: new Date(values.neededBy).toISOString() });
      toast.success(t('ask.sent'), t('ask.sentText', { count: created.asked }));
      void navigate(`/donors/requests/${created.id}`);
    } catch (error) {
      handleError<AskInput>(error, { setError, title: t('ask.failed') });
    }
  });
  return (
    <div className="space-y-4">
      <NeverPayNotice />
      <Card className="p-5">
        <h2 className="mb-1 text-lg font-semibold text-ink">{t('ask.title')}</h2>
        <p className="mb-4 text-sm text-muted">{t('ask.intro', { max: DonorLimits.openRequestsMax })}</p>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('fields.component')} required error={errors.component?.message}>
              <Select {...fields.component}>
                {RequestComponents.map((c) => (
                  <option key={c} value={c}>
                    {t(`components.${c}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('fields.patientGroup')} required error={errors.patientGroup?.message}>
              <Select {...fields.patientGroup}>
                <option value="">{t('fields.chooseGroup')}</option>
                {BloodGroups.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('fields.units')} required error={errors.units?.message}>
              <Input {...fields.units} type="number" inputMode="numeric" min={1} max={DonorLimits.unitsMax} />
            </Field>
            <Field label={t('fields.neededBy')} required error={errors.neededBy?.message}>
              <Input {...fields.neededBy} type="datetime-local" />
            </Field>
            <Field
              label={t('fields.hospital')}
              hint={t('fields.hospitalHint')}
              required
              error={errors.hospital?.message}
            >
              <Input {...fields.hospital} maxLength={DonorLimits.hospitalMax} />
            </Field>
            <Field label={t('fields.requestPlace')} required error={errors.placeCode?.message}>
              <PlaceSelect {...fields.placeCode} />
            </Field>
          </div>
          <Field label={t('fields.note')} hint={t('fields.noteHint')} error={errors.note?.message}>
            <Textarea {...fields.note} rows={3} maxLength={DonorLimits.noteMax} />
          </Field>
          <Check field={fields.urgent} label={t('fields.urgent')} hint={t('fields.urgentHint')} />
          {user?.can.hostDashboard ? <Check field={fields.isDrive} label={t('fields.isDrive')} /> : null}
          <CompatibilityNote />
          <Button type="submit" isLoading={create.isPending}>
            {t('ask.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
