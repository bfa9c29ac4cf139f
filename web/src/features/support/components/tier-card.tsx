import { useId, useState } from 'react';
import { Check, Crown, HandHeart, Megaphone } from 'lucide-react';
import { checkSupportAmount, type SupportTier } from '@contracts/support';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { AmountInput, parseAmount } from './amount-input';
import { formatRupees } from './format';
import { SignInToSupport } from './sign-in-to-support';

const icons = { supporter: HandHeart, advocate: Megaphone, patron: Crown };

export const tierRange = (tier: SupportTier) =>
  tier.isOpenEnded ? `${formatRupees(tier.minRupees)} and above` : `${formatRupees(tier.minRupees)} – ${formatRupees(tier.maxRupees)}`;

/** One support tier: its range and benefits, an amount within the range, and the pay button. */
export function TierCard({ tier, isSignedIn, isStarting, isFeatured, onPay }: {
  tier: SupportTier;
  isSignedIn: boolean;
  isStarting: boolean;
  isFeatured?: boolean;
  onPay: (amountRupees: number) => void;
}) {
  const [text, setText] = useState(String(tier.minRupees));
  const amount = parseAmount(text);
  const error = checkSupportAmount(tier.id, amount) ?? undefined;
  const headingId = useId();
  const Icon = icons[tier.id];
  return (
    <Card className={cn('flex flex-col p-5 sm:p-6', isFeatured && 'border-2 border-accent-500')} aria-labelledby={headingId} role="group">
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-primary-50 p-2.5 text-primary-700"><Icon aria-hidden="true" className="h-6 w-6" /></span>
        <div>
          <h3 id={headingId} className="text-xl font-semibold text-ink">{tier.name}</h3>
          <p className="font-medium text-primary-800">{tierRange(tier)}</p>
        </div>
      </div>
      <ul className="mt-4 flex-1 space-y-2" aria-label={`${tier.name} benefits`}>
        {tier.benefits.map((b) => (
          <li key={b} className="flex gap-2"><Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-success" />{b}</li>
        ))}
      </ul>
      <div className="mt-5 space-y-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label={`Quick amounts for ${tier.name}`}>
          {tier.presets.map((p) => (
            <Button key={p} size="sm" variant={amount === p ? 'secondary' : 'outline'} aria-pressed={amount === p} onClick={() => setText(String(p))}>
              {formatRupees(p)}
            </Button>
          ))}
        </div>
        <AmountInput id={`amount-${tier.id}`} label={`${tier.name} amount (₹)`} value={text} onChange={setText} min={tier.minRupees} max={tier.maxRupees} error={text === '' ? 'Please enter an amount in rupees.' : error} />
        {isSignedIn ? (
          <Button className="w-full" variant={isFeatured ? 'accent' : 'primary'} disabled={Boolean(error)} isLoading={isStarting} onClick={() => onPay(amount)}>
            {error ? `Support as ${tier.name}` : `Support as ${tier.name} · ${formatRupees(amount)}`}
          </Button>
        ) : (
          <SignInToSupport />
        )}
      </div>
    </Card>
  );
}
