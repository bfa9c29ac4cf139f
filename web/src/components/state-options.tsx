import { useTranslation } from 'react-i18next';
import { IndianStates } from '@contracts/india';

/**
 * India's states and union territories as a select's options, by name in the reader's language (the
 * costs questionnaire and the mentors' forms). The page loads the `states` catalog namespace.
 */
export function StateOptions() {
  const { t, i18n } = useTranslation('states');
  const sorted = [...IndianStates].sort((a, b) => t(a).localeCompare(t(b), i18n.language));
  return sorted.map((s) => (
    <option key={s} value={s}>
      {t(s)}
    </option>
  ));
}
