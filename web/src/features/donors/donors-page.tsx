import { Link } from 'react-router';
import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/list/use-list-params';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AskSection } from './ask-section';
import { DonorSection } from './donor-section';
import { EligibilityFacts } from './facts';
import { NeverPayNotice } from './fields';
import { RequestList } from './request-list';

const TABS = ['asked', 'ask', 'mine', 'donor'] as const;
const ASKED = 'asked';
const MINE = 'mine';
type Tab = (typeof TABS)[number];

/** /donors: be a donor (register, pause, edit), ask for blood or platelets, follow one's requests and answer those that reach you. */
export function DonorsPage() {
  const { t } = useTranslation('donors');
  useDocumentTitle(t('title'));
  const { user, isLoading } = useSession();
  const { params, update } = useListParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'asked';
  if (isLoading) return null;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {!user ? (
        <>
          <EmptyState
            icon={HeartPulse}
            title={t('visitor.title')}
            description={t('visitor.text')}
            action={
              <Link to="/auth" state={{ from: '/donors' }} className={buttonClass('primary')}>
                {t('visitor.signIn')}
              </Link>
            }
          />
          <NeverPayNotice />
          <EligibilityFacts />
        </>
      ) : (
        <Tabs value={tab} onValueChange={(next) => update({ tab: next === 'asked' ? null : next })}>
          <TabsList className="grid-cols-2 sm:grid-cols-4">
            {TABS.map((key) => (
              <TabsTrigger key={key} value={key}>
                {t(`tabs.${key}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="asked" className="space-y-4">
            <NeverPayNotice />
            <RequestList which={ASKED} />
          </TabsContent>
          <TabsContent value="ask">
            <AskSection />
          </TabsContent>
          <TabsContent value="mine">
            <RequestList which={MINE} />
          </TabsContent>
          <TabsContent value="donor">
            <DonorSection />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
