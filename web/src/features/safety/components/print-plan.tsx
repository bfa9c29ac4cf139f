import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SafetyPlanSections, type SafetyHelpline } from '@contracts/safety';
import type { Draft } from '../draft';

// On paper, only the plan: everything else on the page (the site's header, the form) is left out.
const printRules =
  '@media print { body > *:not(.safety-plan-print) { display: none !important; } body { background: #fff !important; } @page { margin: 16mm; } }';

/**
 * The plan as a clean page for the printer: hidden on screen, the only thing printed. It is put
 * straight under <body> so that the print rules can leave out the rest of the site.
 */
export function PrintPlan({ draft, helplines }: { draft: Draft; helplines: SafetyHelpline[] }) {
  const { t } = useTranslation('safetyPlan');
  return createPortal(
    <div className="safety-plan-print hidden bg-white text-black print:block">
      <style>{printRules}</style>
      <h1 className="text-2xl font-bold">{t('print.title')}</h1>
      <ol className="mt-4 space-y-4">
        {SafetyPlanSections.map((section, i) => {
          const lines =
            section === 'helpers' || section === 'professionals'
              ? draft[section]
                  .filter((c) => c.name.trim() || c.phone.trim())
                  .map((c) => [c.name.trim(), c.phone.trim()].filter(Boolean).join(': '))
              : draft[section].map((l) => l.text.trim()).filter(Boolean);
          return (
            <li key={section} className="break-inside-avoid">
              <h2 className="text-lg font-semibold">
                {i + 1}. {t(`sections.${section}.title`)}
              </h2>
              <ul className="mt-1 list-disc pl-6 text-base">
                {section === 'professionals'
                  ? helplines.map((h) => (
                      <li key={h.key}>
                        {t(`helplines.${h.key}`)}: {h.numbers.join(' / ')}
                      </li>
                    ))
                  : null}
                {lines.map((line, j) => (
                  <li key={j}>{line}</li>
                ))}
                {lines.length === 0 && section !== 'professionals' ? (
                  <li className="list-none text-gray-600">{t('print.empty')}</li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
      <p className="mt-6 border-t border-gray-400 pt-2 text-sm">{t('print.footer')}</p>
    </div>,
    document.body,
  );
}
