import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bot, CalendarHeart, HeartHandshake, Info, LibraryBig, ShieldCheck } from 'lucide-react';
import { SupportTiers } from '@contracts/support';
import { CommunityFiguresTile } from '@/components/ui/figures-tile';
import { useSession } from '@/lib/session';
import { useSupportConfig } from './api';
import { loadRazorpayCheckout } from './components/razorpay-checkout';
import { CustomAmountCard } from './components/custom-amount-card';
import { PaymentDialog } from './components/payment-dialog';
import { TierCard } from './components/tier-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSupportCheckout } from './components/use-support-checkout';

const helps = [
  { id: 'forti', icon: Bot },
  { id: 'community', icon: HeartHandshake },
  { id: 'events', icon: CalendarHeart },
  { id: 'resources', icon: LibraryBig },
] as const;

const CUSTOM_PLAN = 'custom';
const figureTestIds = { donations: 'support-total' };

/** /support and /donate: the paid support tiers, a custom amount, the community figures (core §2). */
export function SupportPage() {
  const { t } = useTranslation('support');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  const checkout = useSupportCheckout();
  const isSignedIn = Boolean(user);
  const config = useSupportConfig();
  const provider = config.data?.provider;
  const payCustom = (amount: number) => void checkout.start(CUSTOM_PLAN, amount);
  useEffect(() => {
    // Razorpay's script is fetched only when Razorpay is the provider, and early, so Checkout opens at once.
    if (provider === 'razorpay' && isSignedIn) loadRazorpayCheckout().catch(() => {});
  }, [provider, isSignedIn]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-14 px-4 py-10 sm:py-14">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
      </header>

      <section aria-labelledby="tiers-heading" className="space-y-6">
        <h2 id="tiers-heading" className="text-2xl font-semibold text-ink">
          {t('tiersHeading')}
        </h2>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SupportTiers.map((tier) => (
            <TierCard
              key={tier.id}
              tier={tier}
              isSignedIn={isSignedIn}
              isFeatured={tier.id === 'advocate'}
              isStarting={checkout.pendingPlan === tier.id}
              onPay={(amount) => void checkout.start(tier.id, amount)}
            />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <CustomAmountCard isSignedIn={isSignedIn} isStarting={checkout.pendingPlan === 'custom'} onPay={payCustom} />
          <aside
            className="flex gap-3 rounded-[var(--radius-card)] border border-primary-100 bg-primary-50 p-5 text-ink lg:col-span-2 lg:self-start"
            aria-label={t('secure.label')}
          >
            <ShieldCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-primary-700" />
            <div className="space-y-2">
              <p className="font-semibold">{t('secure.title')}</p>
              <p>{t('secure.text')}</p>
              {provider === 'sandbox' ? <p className="text-muted">{t('secure.sandbox')}</p> : null}
            </div>
          </aside>
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="space-y-6">
        <h2 id="impact-heading" className="text-2xl font-semibold text-ink">
          {t('impact.heading')}
        </h2>
        <CommunityFiguresTile
          labels={{
            members: t('impact.members'),
            stories: t('impact.stories'),
            events: t('impact.events'),
            donations: t('impact.donations'),
          }}
          testIds={figureTestIds}
        />
      </section>

      <section aria-labelledby="helps-heading" className="space-y-6">
        <h2 id="helps-heading" className="text-2xl font-semibold text-ink">
          {t('helps.heading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {helps.map(({ id, icon: Icon }) => (
            <li key={id} className="space-y-2 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
              <Icon aria-hidden="true" className="h-7 w-7 text-primary-700" />
              <h3 className="text-lg font-semibold text-ink">{t(`helps.${id}.title`)}</h3>
              <p className="text-muted">{t(`helps.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="thanks-heading"
        className="rounded-[var(--radius-card)] bg-gradient-to-br from-primary-50 to-accent-50 p-6 text-center sm:p-10"
      >
        <h2 id="thanks-heading" className="text-2xl font-semibold text-ink">
          {t('thanks.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-ink">{t('thanks.text')}</p>
      </section>

      <section
        aria-labelledby="disclaimer-heading"
        className="flex gap-3 rounded-[var(--radius-card)] border border-slate-300 bg-white p-5"
      >
        <Info aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-muted" />
        <div className="space-y-2">
          <h2 id="disclaimer-heading" className="text-lg font-semibold text-ink">
            {t('disclaimer.heading')}
          </h2>
          <p>{t('disclaimer.text')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="disclaimer.refunds"
              components={{
                policyLink: (
                  <Link to="/refund-policy" className="font-medium text-primary-700 underline underline-offset-4" />
                ),
              }}
            />
          </p>
        </div>
      </section>

      <PaymentDialog phase={checkout.phase} onPay={() => void checkout.paySandbox()} onClose={checkout.close} />
    </div>
  );
}
