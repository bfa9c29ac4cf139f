import { useRef, type ReactNode } from 'react';
import { Phone, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafetyPlanLimits, type SafetyPlanContactSection } from '@contracts/safety';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { describeIssue } from '@/lib/api-errors';
import { telHref } from '../api';
import { newId, type DraftContact, type DraftErrors } from '../draft';
import { SectionFrame } from './section-frame';

/** A section of people: a name and a phone number each (a tel: link once the number is written). */
export function ContactList({
  section,
  number,
  contacts,
  errors,
  onChange,
  before,
}: {
  section: SafetyPlanContactSection;
  number: number;
  contacts: DraftContact[];
  errors: DraftErrors;
  onChange: (contacts: DraftContact[]) => void;
  /** Shown above the member's own people (the helplines, for professionals). */
  before?: ReactNode;
}) {
  const { t } = useTranslation('safetyPlan');
  const addRef = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef<string | null>(null);

  const add = () => {
    const id = newId();
    focusOnMount.current = id;
    onChange([...contacts, { id, name: '', phone: '' }]);
  };
  const update = (id: string, change: Partial<DraftContact>) =>
    onChange(contacts.map((c) => (c.id === id ? { ...c, ...change } : c)));
  const remove = (id: string) => {
    onChange(contacts.filter((c) => c.id !== id));
    addRef.current?.focus();
  };

  return (
    <SectionFrame
      id={section}
      number={number}
      title={t(`sections.${section}.title`)}
      help={t(`sections.${section}.help`)}
    >
      {before}
      {contacts.length > 0 ? (
        <ol className="space-y-3">
          {contacts.map((contact, i) => {
            const nameLabel = t(`sections.${section}.name`, { number: i + 1 });
            const phoneLabel = t(`sections.${section}.phone`, { number: i + 1 });
            const nameError = errors[`${contact.id}.name`];
            const phoneError = errors[`${contact.id}.phone`];
            const phone = contact.phone.trim();
            return (
              <li key={contact.id} className="rounded-lg bg-primary-50/60 p-3">
                <div className="flex items-start gap-2">
                  <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[3fr_2fr]">
                    <div>
                      <label htmlFor={contact.id} className="sr-only">
                        {nameLabel}
                      </label>
                      <Input
                        id={contact.id}
                        value={contact.name}
                        maxLength={SafetyPlanLimits.nameMax}
                        placeholder={i === 0 ? t(`sections.${section}.namePlaceholder`) : undefined}
                        autoComplete="off"
                        aria-invalid={nameError ? true : undefined}
                        aria-describedby={nameError ? `${contact.id}-name-error` : undefined}
                        ref={(el) => {
                          if (el && focusOnMount.current === contact.id) {
                            focusOnMount.current = null;
                            el.focus();
                          }
                        }}
                        onChange={(e) => update(contact.id, { name: e.target.value })}
                      />
                      {nameError ? (
                        <p id={`${contact.id}-name-error`} className="mt-1 text-sm font-medium text-danger">
                          {describeIssue(t, nameError)}
                        </p>
                      ) : null}
                    </div>
                    <div>
                      <label htmlFor={`${contact.id}-phone`} className="sr-only">
                        {phoneLabel}
                      </label>
                      <Input
                        id={`${contact.id}-phone`}
                        type="tel"
                        inputMode="tel"
                        autoComplete="off"
                        value={contact.phone}
                        maxLength={SafetyPlanLimits.phoneMax}
                        placeholder={i === 0 ? t(`sections.${section}.phonePlaceholder`) : undefined}
                        aria-invalid={phoneError ? true : undefined}
                        aria-describedby={phoneError ? `${contact.id}-phone-error` : undefined}
                        onChange={(e) => update(contact.id, { phone: e.target.value })}
                      />
                      {phoneError ? (
                        <p id={`${contact.id}-phone-error`} className="mt-1 text-sm font-medium text-danger">
                          {describeIssue(t, phoneError)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <Button
                    variant="ghost"
                    className="shrink-0 px-3 text-muted"
                    aria-label={t('actions.removeItem', { item: nameLabel })}
                    onClick={() => remove(contact.id)}
                  >
                    <X aria-hidden="true" className="h-5 w-5" />
                  </Button>
                </div>
                {phone && contact.name.trim() && !phoneError ? (
                  <a
                    href={telHref(phone)}
                    className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-base font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900"
                  >
                    <Phone aria-hidden="true" className="h-4 w-4" />
                    {t('actions.call', { name: contact.name.trim() })}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {errors[section] ? <p className="text-sm font-medium text-danger">{describeIssue(t, errors[section])}</p> : null}
      <Button
        ref={addRef}
        variant="outline"
        onClick={add}
        disabled={contacts.length >= SafetyPlanLimits.itemsPerSection}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t(`sections.${section}.add`)}
      </Button>
    </SectionFrame>
  );
}
