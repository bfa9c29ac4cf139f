import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { MyGroupsList } from '@/entities/support-groups/my-groups';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /my-groups: the groups the member joined (the menu's 'My groups'; the profile shows the same list). */
export function MyGroupsPage() {
  const { t } = useTranslation('supportGroups');
  useDocumentTitle(t('mine.title'));
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('mine.title')}</h1>
          <p className="text-muted">{t('mine.intro')}</p>
        </div>
        <Link to="/support-groups" className={buttonClass('outline', 'sm')}>
          {t('mine.find')}
        </Link>
      </header>
      <MyGroupsList />
    </div>
  );
}
