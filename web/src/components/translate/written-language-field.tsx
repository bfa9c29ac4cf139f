import { forwardRef, Suspense, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { WrittenLanguages } from '@contracts/translation';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useSiteConfig } from '@/lib/site-config';

type Props = SelectHTMLAttributes<HTMLSelectElement>;

const Choices = forwardRef<HTMLSelectElement, Props>(function Choices(props, ref) {
  const { t } = useTranslation('translate');
  return (
    <Field label={t('written.label')} hint={t('written.hint')}>
      <Select ref={ref} {...props}>
        {WrittenLanguages.map((language) => (
          <option key={language} value={language}>
            {t(`written.${language}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
});

/**
 * The author's correction of the language their post or story is written in (decision 0077), in an
 * edit form: shown only when the site translates (the language decides the Translate button).
 */
export const WrittenLanguageField = forwardRef<HTMLSelectElement, Props>(function WrittenLanguageField(props, ref) {
  const enabled = useSiteConfig().data?.translation === true;
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <Choices ref={ref} {...props} />
    </Suspense>
  );
});
