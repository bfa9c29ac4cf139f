import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { CancerTypes, SelfAssignableRoles, type CancerType, type SelfAssignableRole } from '@contracts/enums';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { changeLanguage, currentLanguage, languages, type Language } from '@/lib/i18n';
import { safeNextPath } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChooseRole, useSaveAbout } from './api';
import { destinationKey, FIRST_STEPS } from './first-steps';

type Step = 'role' | 'about' | 'steps';

const isSelfAssignable = (role: unknown): role is SelfAssignableRole =>
  (SelfAssignableRoles as readonly unknown[]).includes(role);

/**
 * /welcome, after sign-up (decision 0062): 1. who you are (no default: until chosen the member is
 * shown to nobody as a patient), 2. cancer type and language (skippable), then three first steps for
 * who they are and the way back to where they were going (`?next=`, a path of this site only).
 */
export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const { user } = useSession();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [step, setStep] = useState<Step>('role');
  const [role, setRole] = useState<SelfAssignableRole | null>(isSelfAssignable(user?.role) ? user.role : null);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('title'));

  // Each step's heading takes the focus, so a screen reader and the keyboard start at the new step.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // A role the team gave (NGO, administrator) is not chosen here: straight to the first steps.
  const teamRole = user !== null && !user.can.chooseOwnRole;
  const go = { role: () => setStep('role'), about: () => setStep('about'), steps: () => setStep('steps') };
  const shown: Step = teamRole ? 'steps' : step;
  const number = shown === 'role' ? 1 : shown === 'about' ? 2 : null;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <Card>
        <CardContent className="space-y-6 p-5 pt-6 sm:p-8 sm:pt-8">
          <div className="space-y-2">
            {number ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
                {t('progress', { step: number, total: 2 })}
              </p>
            ) : null}
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none sm:text-3xl">
              {shown === 'role'
                ? t('role.title', { name: firstName(user?.name) })
                : shown === 'about'
                  ? t('about.title')
                  : t('steps.title')}
            </h1>
          </div>
          {shown === 'role' ? (
            <RoleStep
              initial={role}
              next={next}
              onChosen={(chosen) => {
                setRole(chosen);
                go.about();
              }}
            />
          ) : shown === 'about' ? (
            <AboutStep role={role} onDone={go.steps} onBack={go.role} />
          ) : (
            <FirstSteps role={role} next={next} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] ?? '';

/** Step 1: one of the four, chosen on purpose; "Not now" leaves without saying (asked again later). */
function RoleStep({
  initial,
  next,
  onChosen,
}: {
  initial: SelfAssignableRole | null;
  next: string;
  onChosen: (role: SelfAssignableRole) => void;
}) {
  const { t } = useTranslation('welcome');
  const [choice, setChoice] = useState<SelfAssignableRole | null>(initial);
  const [missing, setMissing] = useState(false);
  const choose = useChooseRole();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice) {
      setMissing(true);
      return;
    }
    choose.mutate({ role: choice }, { onSuccess: () => onChosen(choice) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset className="space-y-3" aria-describedby={missing ? 'welcome-role-missing' : 'welcome-role-why'}>
        <legend className="text-base text-muted" id="welcome-role-why">
          {t('role.lead')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SelfAssignableRoles.map((role) => (
            <label
              key={role}
              className={cn(
                'flex min-h-[4.5rem] cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors focus-within:ring-2 focus-within:ring-primary-500',
                choice === role
                  ? 'border-primary-600 bg-primary-50'
                  : 'border-gray-300 bg-surface hover:border-primary-500',
              )}
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={choice === role}
                onChange={() => {
                  setChoice(role);
                  setMissing(false);
                }}
                className="mt-1 h-5 w-5 shrink-0 accent-primary-600"
              />
              <span>
                <span className="block font-semibold text-ink">{t(`role.options.${role}.label`)}</span>
                <span className="block text-sm text-muted">{t(`role.options.${role}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p id="welcome-role-missing" role="alert" className="text-sm font-medium text-danger">
          {t('role.missing')}
        </p>
      ) : null}
      {choose.isError ? <Alert tone="danger">{stepError(t, choose.error)}</Alert> : null}
      <p className="text-sm text-muted">{t('role.privacy')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={next} className="text-center font-medium text-primary-700 underline-offset-4 hover:underline">
          {t('role.notNow')}
        </Link>
        <Button type="submit" isLoading={choose.isPending}>
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}

/** Step 2, skippable: the cancer type (for a caregiver, of the person they look after) and the language. */
function AboutStep({
  role,
  onDone,
  onBack,
}: {
  role: SelfAssignableRole | null;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['welcome', 'profiles']);
  const [cancerType, setCancerType] = useState<CancerType | ''>('');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const save = useSaveAbout();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { cancerType: cancerType === '' ? null : cancerType, language },
      {
        onSuccess: async () => {
          if (language !== currentLanguage()) await changeLanguage(language);
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <p className="text-base text-muted">{t('about.lead')}</p>
      <Field
        label={role === 'caregiver' ? t('about.cancerTypeCaregiver') : t('about.cancerType')}
        hint={t('about.cancerTypeHint')}
      >
        <Select value={cancerType} onChange={(e) => setCancerType(e.target.value as CancerType | '')}>
          <option value="">{t('profiles:form.preferNotToSay')}</option>
          {CancerTypes.map((type) => (
            <option key={type} value={type}>
              {t(`profiles:cancerTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="space-y-2">
        <legend className="font-medium text-ink">{t('about.language')}</legend>
        <div className="flex flex-wrap gap-3">
          {(Object.keys(languages) as Language[]).map((code) => (
            <label
              key={code}
              lang={languages[code].locale}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-4 py-2 focus-within:ring-2 focus-within:ring-primary-500',
                language === code ? 'border-primary-600 bg-primary-50' : 'border-gray-300',
              )}
            >
              <input
                type="radio"
                name="language"
                value={code}
                checked={language === code}
                onChange={() => setLanguage(code)}
                className="h-5 w-5 accent-primary-600"
              />
              {languages[code].nativeName}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? <Alert tone="danger">{stepError(t, save.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex justify-center gap-4">
          <button
            type="button"
            onClick={onBack}
            className="font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {t('back')}
          </button>
          <button
            type="button"
            onClick={onDone}
            className="font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {t('about.skip')}
          </button>
        </div>
        <Button type="submit" isLoading={save.isPending}>
          {t('about.save')}
        </Button>
      </div>
    </form>
  );
}

/** The three first steps for who the member is, and the way on to where they were going. */
function FirstSteps({ role, next }: { role: SelfAssignableRole | null; next: string }) {
  const { t } = useTranslation('welcome');
  const navigate = useNavigate();
  const steps = FIRST_STEPS[role ?? 'patient'];
  const where = destinationKey(next);
  return (
    <div className="space-y-6">
      <p className="text-base text-muted">{role ? t(`steps.lead.${role}`) : t('steps.lead.team')}</p>
      <ol className="space-y-3" aria-label={t('steps.listLabel')}>
        {(role ? steps : []).map((step, index) => (
          <li key={step.key}>
            <Link
              to={step.to}
              className="flex items-start gap-4 rounded-xl border border-gray-300 bg-surface p-4 transition-colors hover:border-primary-500 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-ink">{t(`steps.items.${step.key}.title`)}</span>
                <span className="block text-sm text-muted">{t(`steps.items.${step.key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <button
          type="button"
          onClick={() => navigate(next, { replace: true })}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {where ? t(`going.${where}`) : t('going.other')}
          <ArrowRight aria-hidden="true" className="ml-2 h-5 w-5" />
        </button>
      </div>
    </div>
  );
}

/** A step's failure in words: the server's (translated by key) or the network's. */
function stepError(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError && error.code === 'NETWORK') return t('errors.network');
  if (error instanceof ApiError && error.status === 409) return t('errors.roleKept');
  return t('errors.generic');
}
