import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Crown, HandHeart, Megaphone } from 'lucide-react';
import type { SupportTier } from '@contracts/support';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { AmountInput, parseAmount } from './amount-input';
import { useAmountError } from './amount-messages';
import { SignInToSupport } from './sign-in-to-support';

const icons = { supporter: HandHeart, advocate: Megaphone, patron: Crown };

/** One support tier: its range and benefits, an amount within the range, and the pay button. */
export function TierCard({
  tier,
  isSignedIn,
  isStarting,
  isFeatured,
  onPay,
}: {
  tier: SupportTier;
  isSignedIn: boolean;
  isStarting: boolean;
  isFeatured?: boolean;
  onPay: (amountRupees: number) => void;
}) {
  const { t } = useTranslation('support');
  const { rupees } = useFormat();
  const amountError = useAmountError();
  const [text, setText] = useState(String(tier.minRupees));
  const amount = parseAmount(text);
  const error = amountError(tier.id, amount);
  const headingId = useId();
  const Icon = icons[tier.id];
  const name = t(`tiers.${tier.id}.name`);
  // The benefits come from the catalog, in the contract's order (the contract holds the English).
  const benefits = t(`tiers.${tier.id}.benefits`, { returnObjects: true }) as unknown as string[];
  const range = tier.isOpenEnded
    ? t('tier.rangeOpen', { min: rupees(tier.minRupees) })
    : t('tier.range', { min: rupees(tier.minRupees), max: rupees(tier.maxRupees) });
  return (
    <Card
      className={cn('flex flex-col p-5 sm:p-6', isFeatured && 'border-2 border-accent-500')}
      aria-labelledby={headingId}
      role="group"
    >
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-primary-50 p-2.5 text-primary-700">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h3 id={headingId} className="text-xl font-semibold text-ink">
            {name}
          </h3>
          <p className="font-medium text-primary-800">{range}</p>
        </div>
      </div>
      <ul className="mt-4 flex-1 space-y-2" aria-label={t('tier.benefits', { tier: name })}>
        {benefits.map((b) => (
          <li key={b} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-success" />
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-5 space-y-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('tier.quickAmounts', { tier: name })}>
          {tier.presets.map((p) => (
            <Button
              key={p}
              size="sm"
              variant={amount === p ? 'secondary' : 'outline'}
              aria-pressed={amount === p}
              onClick={() => setText(String(p))}
            >
              {rupees(p)}
            </Button>
          ))}
        </div>
        <AmountInput
          id={`amount-${tier.id}`}
          label={t('tier.amountLabel', { tier: name })}
          value={text}
          onChange={setText}
          min={tier.minRupees}
          max={tier.maxRupees}
          error={text === '' ? t('amount.required') : error}
        />
        {isSignedIn ? (
          <Button
            className="w-full"
            variant={isFeatured ? 'accent' : 'primary'}
            disabled={Boolean(error)}
            isLoading={isStarting}
            onClick={() => onPay(amount)}
          >
            {error ? t('tier.pay', { tier: name }) : t('tier.payAmount', { tier: name, amount: rupees(amount) })}
          </Button>
        ) : (
          <SignInToSupport />
        )}
      </div>
    </Card>
  );
}
