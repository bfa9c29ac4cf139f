import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { changeLanguage, currentLanguage, isLanguage, languages, type Language } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { saveLanguage } from '../api';

/**
 * The member's language, the same choice as the header's switch: the page changes at once, and the
 * account keeps it so Forti and e-mails use it too. Each language is named in its own script.
 */
export function LanguageField() {
  const { t, i18n } = useTranslation('profiles');
  const { refresh } = useSession();
  const [isSaving, setIsSaving] = useState(false);

  async function handleChange(value: string) {
    if (!isLanguage(value) || value === currentLanguage()) return;
    setIsSaving(true);
    await changeLanguage(value);
    try {
      await saveLanguage(value);
      await refresh();
    } catch {
      // The device keeps the choice even when the account cannot be updated right now; said in the
      // language just chosen (this render's t still speaks the previous one).
      const tChosen = i18n.getFixedT(value, 'profiles');
      toast.error(tChosen('toasts.languageFailedTitle'), tChosen('toasts.languageFailed'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Field label={t('settings.language')} hint={t('settings.languageHint')}>
      <Select value={currentLanguage()} disabled={isSaving} onChange={(event) => void handleChange(event.target.value)}>
        {(Object.keys(languages) as Language[]).map((language) => (
          <option key={language} value={language} lang={languages[language].locale}>
            {languages[language].nativeName}
          </option>
        ))}
      </Select>
    </Field>
  );
}
