import { useEffect } from 'react';
import { Link } from 'react-router';
import { Bot, CalendarHeart, HeartHandshake, Info, LibraryBig, ShieldCheck } from 'lucide-react';
import { SupportMessages, SupportTiers } from '@contracts/support';
import { useSession } from '@/lib/session';
import { useSupportConfig } from './api';
import { loadRazorpayCheckout } from './components/razorpay-checkout';
import { CustomAmountCard } from './components/custom-amount-card';
import { ImpactFigures } from './components/impact-figures';
import { PaymentDialog } from './components/payment-dialog';
import { TierCard } from './components/tier-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSupportCheckout } from './components/use-support-checkout';

const helps = [
  { icon: Bot, title: 'Forti, around the clock', text: 'Keeps our AI companion available 24/7 for anyone who needs to talk, at no cost to them.' },
  { icon: HeartHandshake, title: 'A free, safe community', text: 'Pays for the forum, peer connections and private messages, with moderation that keeps them kind.' },
  { icon: CalendarHeart, title: 'Events and support groups', text: 'Helps us host support groups and community events for patients, survivors and caregivers.' },
  { icon: LibraryBig, title: 'Trustworthy resources', text: 'Lets us keep articles, helplines and NGO listings current and free to read.' },
];

/** /support and /donate: the paid support tiers, a custom amount, the community figures (core §2). */
export function SupportPage() {
  useDocumentTitle('Support Us');
  const { user } = useSession();
  const checkout = useSupportCheckout();
  const isSignedIn = Boolean(user);
  const config = useSupportConfig();
  const provider = config.data?.provider;
  useEffect(() => {
    // Razorpay's script is fetched only when Razorpay is the provider, and early, so Checkout opens at once.
    if (provider === 'razorpay' && isSignedIn) loadRazorpayCheckout().catch(() => {});
  }, [provider, isSignedIn]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-14 px-4 py-10 sm:py-14">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Support Us</h1>
        <p className="text-lg text-muted">
          Fortitude Network is free for everyone affected by cancer. If you are able to, a voluntary subscription helps us keep it that way.
        </p>
      </header>

      <section aria-labelledby="tiers-heading" className="space-y-6">
        <h2 id="tiers-heading" className="text-2xl font-semibold text-ink">Choose a support tier</h2>
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
          <CustomAmountCard isSignedIn={isSignedIn} isStarting={checkout.pendingPlan === 'custom'} onPay={(amount) => void checkout.start('custom', amount)} />
          <aside className="flex gap-3 rounded-[var(--radius-card)] border border-primary-100 bg-primary-50 p-5 text-ink lg:col-span-2 lg:self-start" aria-label="Before you pay">
            <ShieldCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-primary-700" />
            <div className="space-y-2">
              <p className="font-semibold">Secure payments</p>
              <p>Payments are processed by our payment provider; we never see or store your card details. You will receive an e-mail receipt as soon as your payment is confirmed.</p>
              {provider === 'sandbox' ? (
                <p className="text-muted">Test mode: no payment provider is configured on this site, so payments run in a sandbox and no money moves.</p>
              ) : null}
            </div>
          </aside>
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="space-y-6">
        <h2 id="impact-heading" className="text-2xl font-semibold text-ink">Our community impact</h2>
        <ImpactFigures />
      </section>

      <section aria-labelledby="helps-heading" className="space-y-6">
        <h2 id="helps-heading" className="text-2xl font-semibold text-ink">How your support helps</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {helps.map(({ icon: Icon, title, text }) => (
            <li key={title} className="space-y-2 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
              <Icon aria-hidden="true" className="h-7 w-7 text-primary-700" />
              <h3 className="text-lg font-semibold text-ink">{title}</h3>
              <p className="text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="thanks-heading" className="rounded-[var(--radius-card)] bg-gradient-to-br from-primary-50 to-accent-50 p-6 text-center sm:p-10">
        <h2 id="thanks-heading" className="text-2xl font-semibold text-ink">Thank you</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-ink">{SupportMessages.thankYou}</p>
      </section>

      <section aria-labelledby="disclaimer-heading" className="flex gap-3 rounded-[var(--radius-card)] border border-slate-300 bg-white p-5">
        <Info aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-muted" />
        <div className="space-y-2">
          <h2 id="disclaimer-heading" className="text-lg font-semibold text-ink">Important</h2>
          <p>{SupportMessages.disclaimer}</p>
          <p>
            Refunds follow our{' '}
            <Link to="/refund-policy" className="font-medium text-primary-700 underline underline-offset-4">Refund Policy</Link>.
          </p>
        </div>
      </section>

      <PaymentDialog phase={checkout.phase} onPay={() => void checkout.paySandbox()} onClose={checkout.close} />
    </div>
  );
}
