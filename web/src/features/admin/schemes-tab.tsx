import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreateSchemeBody, type AdminScheme } from '@contracts/costs';
import { useFormat } from '@/lib/format';
import { schemeCalls } from './api';
import { LibraryTab, type FieldSpec, type FormValues } from './library-tab';

/** A new scheme's form: everything blank but the day it was checked (today). */
const blank = (): FormValues => ({
  slug: '',
  nameEn: '',
  nameHi: '',
  coversEn: '',
  coversHi: '',
  whoEn: '',
  whoHi: '',
  documentsEn: '',
  documentsHi: '',
  howEn: '',
  howHi: '',
  helplines: '',
  sourceUrl: '',
  checkedOn: new Date().toISOString().slice(0, 10),
  states: '',
  minAge: '',
  needsCard: false,
  employment: '',
  excludesGovtEmployees: false,
  hospitalKinds: '',
  sortOrder: '100',
  isPublished: true,
});

const SCHEMES = {
  section: 'schemes',
  toggleField: 'isPublished',
} as const;

const FIELDS: FieldSpec[] = [
  { name: 'nameEn', kind: 'text', required: true },
  { name: 'nameHi', kind: 'text', required: true },
  { name: 'slug', kind: 'text', required: true },
  { name: 'sortOrder', kind: 'number' },
  { name: 'coversEn', kind: 'textarea', required: true },
  { name: 'coversHi', kind: 'textarea', required: true },
  { name: 'whoEn', kind: 'textarea', required: true },
  { name: 'whoHi', kind: 'textarea', required: true },
  { name: 'documentsEn', kind: 'textarea', required: true },
  { name: 'documentsHi', kind: 'textarea', required: true },
  { name: 'howEn', kind: 'textarea', required: true },
  { name: 'howHi', kind: 'textarea', required: true },
  { name: 'sourceUrl', kind: 'url', required: true },
  { name: 'checkedOn', kind: 'date', required: true },
  { name: 'helplines', kind: 'list' },
  { name: 'states', kind: 'list' },
  { name: 'minAge', kind: 'number' },
  { name: 'employment', kind: 'list' },
  { name: 'hospitalKinds', kind: 'list' },
  { name: 'needsCard', kind: 'checkbox' },
  { name: 'excludesGovtEmployees', kind: 'checkbox' },
  { name: 'isPublished', kind: 'checkbox' },
];

/** The schemes of /help/costs (issue 25 §2): both languages, the official source and its date required. */
export function SchemesTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <LibraryTab<AdminScheme>
      section={SCHEMES.section}
      icon={HandCoins}
      schema={CreateSchemeBody}
      calls={schemeCalls}
      fields={FIELDS}
      blank={blank()}
      toForm={(s) => ({
        slug: s.slug,
        nameEn: s.nameEn,
        nameHi: s.nameHi,
        coversEn: s.coversEn,
        coversHi: s.coversHi,
        whoEn: s.whoEn,
        whoHi: s.whoHi,
        documentsEn: s.documentsEn,
        documentsHi: s.documentsHi,
        howEn: s.howEn,
        howHi: s.howHi,
        helplines: s.helplines.join(', '),
        sourceUrl: s.sourceUrl,
        checkedOn: s.checkedOn,
        states: s.states.join(', '),
        minAge: s.minAge === null ? '' : String(s.minAge),
        needsCard: s.needsCard,
        employment: s.employment.join(', '),
        excludesGovtEmployees: s.excludesGovtEmployees,
        hospitalKinds: s.hospitalKinds.join(', '),
        sortOrder: String(s.sortOrder),
        isPublished: s.isPublished,
      })}
      titleOf={(s) => s.nameEn}
      toggle={{ field: SCHEMES.toggleField, on: t('schemes.published'), off: t('schemes.unpublished') }}
      details={(s) => (
        <>
          <p className="text-sm text-ink">{s.nameHi}</p>
          <p className="text-sm text-muted">
            {t(s.states.length ? 'schemes.stateScope' : 'schemes.national', { list: s.states.join(', ') })} ·{' '}
            {t('schemes.checked', { date: format.date(`${s.checkedOn}T00:00:00`) })}
          </p>
          <a
            href={s.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-sm text-primary-700 underline"
          >
            {s.sourceUrl}
          </a>
        </>
      )}
    />
  );
}
