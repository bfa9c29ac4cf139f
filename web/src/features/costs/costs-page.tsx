import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ExternalLink, HandCoins, Phone, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CardAnswers,
  CostsMatchQuery,
  EmploymentAnswers,
  HospitalAnswers,
  InsuranceAnswers,
  type CostsHelper,
  type SchemeView,
} from '@contracts/costs';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { StateOptions } from '@/components/state-options';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ANSWER_KEYS, costsMatchOptions, type Answers } from './api';

type FormValues = Record<(typeof ANSWER_KEYS)[number], string>;
const STATE = 'state';
const AGE = 'age';
const PARTS = ['covers', 'who', 'documents', 'how'] as const;

/**
 * /help/costs (issue 25 §2): a short questionnaire, then the government schemes that may help pay
 * for treatment and why, each with its official source and the day it was checked. The answers live
 * in the address (shareable, reloadable); the server reads them and keeps nothing.
 */
export function CostsPage() {
  const { t } = useTranslation('costs');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const answers: Answers = Object.fromEntries(ANSWER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
  const asked = params.get('asked') === '1';
  // After "Show schemes" the results are brought into view and their heading focused, once shown
  // (the new address starts the page at the top; the results begin below the form).
  const showResults = useRef(false);

  const submit = (values: FormValues) => {
    const next = new URLSearchParams();
    for (const key of ANSWER_KEYS) if (values[key] && values[key] !== 'unknown') next.set(key, values[key]);
    next.set('asked', '1');
    showResults.current = true;
    setParams(next);
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-base text-amber-950">{t('mayNotice')}</p>
      </header>
      <Questionnaire key={params.toString()} initial={answers} onSubmit={submit} />
      {asked ? <Results answers={answers} bringIntoView={showResults} /> : null}
    </div>
  );
}

function Questionnaire({ initial, onSubmit }: { initial: Answers; onSubmit: (v: FormValues) => void }) {
  const { t } = useTranslation('costs');
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(CostsMatchQuery, undefined, { raw: true }) as Resolver<FormValues>,
    defaultValues: {
      state: initial.state ?? '',
      age: initial.age ?? '',
      card: initial.card ?? 'unknown',
      employment: initial.employment ?? 'unknown',
      insurance: initial.insurance ?? 'unknown',
      hospital: initial.hospital ?? 'unknown',
    },
  });
  const errors = formState.errors;
  return (
    <Card className="p-4 sm:p-6">
      <form
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        className="space-y-6"
        aria-label={t('form.label')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.state')} hint={t('form.stateHint')} error={errors.state?.message}>
            <Select {...register(STATE)}>
              <option value="">{t('form.stateNone')}</option>
              <StateOptions />
            </Select>
          </Field>
          <Field label={t('form.age')} hint={t('form.ageHint')} error={errors.age?.message}>
            <Input type="number" inputMode="numeric" min={0} max={120} step={1} {...register(AGE)} />
          </Field>
        </div>
        <Choice name="card" options={CardAnswers} register={register} />
        <Choice name="employment" options={EmploymentAnswers} register={register} />
        <Choice name="insurance" options={InsuranceAnswers} register={register} />
        <Choice name="hospital" options={HospitalAnswers} register={register} />
        <p className="text-sm text-muted">{t('form.private')}</p>
        <Button type="submit">{t('form.submit')}</Button>
      </form>
    </Card>
  );
}

function Choice({
  name,
  options,
  register,
}: {
  name: 'card' | 'employment' | 'insurance' | 'hospital';
  options: readonly string[];
  register: ReturnType<typeof useForm<FormValues>>['register'];
}) {
  const { t } = useTranslation('costs');
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-medium text-ink">{t(`form.${name}`)}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
          >
            <input type="radio" value={o} {...register(name)} className="h-4 w-4 accent-primary-700" />
            <span>{t(`answers.${name}.${o}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Results({
  answers,
  bringIntoView,
}: {
  answers: Answers;
  /** Set by "Show schemes": scroll to the results' heading and focus it (a screen reader reads it), once. */
  bringIntoView: { current: boolean };
}) {
  const { t } = useTranslation('costs');
  const result = useQuery(costsMatchOptions(answers));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = result.isSuccess || result.isError;
  // A passive effect: it runs after the layout's scroll to the top of a new address.
  useEffect(() => {
    if (!shown || !bringIntoView.current) return;
    bringIntoView.current = false;
    const target = heading.current ?? document.getElementById('costs-results-error');
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [shown, bringIntoView]);
  if (result.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (result.isError)
    return (
      <div id="costs-results-error" tabIndex={-1} className="scroll-mt-4 outline-none">
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </div>
    );
  const { matches, others, helpers } = result.data;
  return (
    <section className="space-y-6" aria-labelledby="costs-results">
      <h2 ref={heading} id="costs-results" tabIndex={-1} className="scroll-mt-4 text-2xl font-bold text-ink">
        {t('results.title', { count: matches.length })}
      </h2>
      {matches.length === 0 ? <p className="text-base text-muted">{t('results.none')}</p> : null}
      <ul className="space-y-4">
        {matches.map((s) => (
          <li key={s.id}>
            <SchemeCard scheme={s} />
          </li>
        ))}
      </ul>
      {answers.insurance === 'yes' ? <p className="text-base text-muted">{t('results.insurance')}</p> : null}
      {others.length ? (
        <details className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer text-lg font-semibold text-ink">
            {t('results.others', { count: others.length })}
          </summary>
          <p className="mt-2 text-base text-muted">{t('results.othersText')}</p>
          <ul className="mt-4 space-y-4">
            {others.map((s) => (
              <li key={s.id}>
                <SchemeCard scheme={s} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <PeopleToTalkTo helpers={helpers} />
    </section>
  );
}

function SchemeCard({ scheme }: { scheme: SchemeView }) {
  const { t, i18n } = useTranslation('costs');
  const format = useFormat();
  const text = i18n.language === 'hi' ? scheme.hi : scheme.en;
  const reasonText = (r: SchemeView['reasons'][number]) => {
    const p = r.params ?? {};
    return t(`reasons.${r.key}`, {
      ...p,
      state: typeof p.state === 'string' ? t(`states:${p.state}`) : undefined,
      employment: typeof p.employment === 'string' ? t(`answers.employment.${p.employment}`) : undefined,
      hospital: typeof p.hospital === 'string' ? t(`answers.hospital.${p.hospital}`) : undefined,
    });
  };
  return (
    <Card className="space-y-3 p-4 sm:p-6" aria-labelledby={`scheme-${scheme.slug}`}>
      <h3 id={`scheme-${scheme.slug}`} className="text-xl font-semibold text-ink">
        {text.name}
      </h3>
      {scheme.reasons.length ? (
        <div className="rounded-lg bg-primary-50 p-3">
          <p className="font-medium text-ink">{t('scheme.why')}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-base">
            {scheme.reasons.map((r) => (
              <li key={r.key}>{reasonText(r)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid gap-3 text-base">
        {PARTS.map((part) => (
          <div key={part}>
            <dt className="font-medium text-ink">{t(`scheme.${part}`)}</dt>
            <dd className="text-muted">{text[part]}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-base">
        {scheme.helplines.map((h) => (
          <a key={h} href={`tel:${h.replace(/[^0-9+]/g, '')}`} className={buttonClass('outline', 'sm')}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {t('scheme.call', { number: h })}
          </a>
        ))}
        <a
          href={scheme.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 text-primary-700 underline"
        >
          {t('scheme.source')}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('scheme.newTab')}</span>
        </a>
        <span className="text-sm text-muted">
          {t('scheme.checkedOn', { date: format.date(`${scheme.checkedOn}T00:00:00`) })}
        </span>
      </div>
    </Card>
  );
}

function PeopleToTalkTo({ helpers }: { helpers: CostsHelper[] }) {
  const { t } = useTranslation('costs');
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <HandCoins aria-hidden="true" className="h-5 w-5" />
        {t('people.title')}
      </h2>
      <p className="text-base text-muted">{t('people.intro')}</p>
      {helpers.length ? (
        <ul className="space-y-2">
          {helpers.map((n) => (
            <li key={n.id} className="text-base">
              {n.website ? (
                <a
                  href={n.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary-700 underline"
                >
                  {n.name}
                </a>
              ) : (
                <span className="font-medium">{n.name}</span>
              )}
              {n.contactPhone ? (
                <>
                  {' · '}
                  <a href={`tel:${n.contactPhone.replace(/[^0-9+]/g, '')}`} className="text-primary-700 underline">
                    {n.contactPhone}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to="/resources" className={buttonClass('outline', 'sm')}>
          {t('people.library')}
        </Link>
        <Link to="/forum" className={buttonClass('outline', 'sm')}>
          <UsersRound aria-hidden="true" className="h-4 w-4" />
          {t('people.forum')}
        </Link>
        <Link to="/support-groups" className={buttonClass('outline', 'sm')}>
          {t('people.groups')}
        </Link>
      </div>
    </Card>
  );
}
