import { useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafetyPlanLimits, type SafetyPlanTextSection } from '@contracts/safety';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { describeIssue } from '@/lib/api-errors';
import { newId, type DraftErrors, type DraftLine } from '../draft';
import { SectionFrame } from './section-frame';

/** A section of free-text lines: each line its own labelled field, with add and remove. */
export function LineList({
  section,
  number,
  lines,
  errors,
  onChange,
}: {
  section: SafetyPlanTextSection;
  number: number;
  lines: DraftLine[];
  errors: DraftErrors;
  onChange: (lines: DraftLine[]) => void;
}) {
  const { t } = useTranslation('safetyPlan');
  const addRef = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef<string | null>(null);

  const add = () => {
    const id = newId();
    focusOnMount.current = id;
    onChange([...lines, { id, text: '' }]);
  };
  const remove = (id: string) => {
    onChange(lines.filter((l) => l.id !== id));
    addRef.current?.focus();
  };

  return (
    <SectionFrame
      id={section}
      number={number}
      title={t(`sections.${section}.title`)}
      help={t(`sections.${section}.help`)}
    >
      {lines.length > 0 ? (
        <ol className="space-y-3">
          {lines.map((line, i) => {
            const label = t(`sections.${section}.item`, { number: i + 1 });
            const error = errors[line.id];
            return (
              <li key={line.id}>
                <div className="flex items-start gap-2">
                  <label htmlFor={line.id} className="sr-only">
                    {label}
                  </label>
                  <Input
                    id={line.id}
                    value={line.text}
                    maxLength={SafetyPlanLimits.itemMax}
                    placeholder={i === 0 ? t(`sections.${section}.placeholder`) : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${line.id}-error` : undefined}
                    ref={(el) => {
                      if (el && focusOnMount.current === line.id) {
                        focusOnMount.current = null;
                        el.focus();
                      }
                    }}
                    onChange={(e) =>
                      onChange(lines.map((l) => (l.id === line.id ? { ...l, text: e.target.value } : l)))
                    }
                  />
                  <Button
                    variant="ghost"
                    className="shrink-0 px-3 text-muted"
                    aria-label={t('actions.removeItem', { item: label })}
                    onClick={() => remove(line.id)}
                  >
                    <X aria-hidden="true" className="h-5 w-5" />
                  </Button>
                </div>
                {error ? (
                  <p id={`${line.id}-error`} className="mt-1 text-sm font-medium text-danger">
                    {describeIssue(t, error)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {errors[section] ? <p className="text-sm font-medium text-danger">{describeIssue(t, errors[section])}</p> : null}
      <Button ref={addRef} variant="outline" onClick={add} disabled={lines.length >= SafetyPlanLimits.itemsPerSection}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t(`sections.${section}.add`)}
      </Button>
    </SectionFrame>
  );
}
