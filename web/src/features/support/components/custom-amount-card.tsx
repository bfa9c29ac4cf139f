import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { checkSupportAmount, SupportLimits } from '@contracts/support';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AmountInput, parseAmount } from './amount-input';
import { formatRupees } from './format';
import { SignInToSupport } from './sign-in-to-support';

/** Any amount from ₹500: the pay button appears only once the amount is at least 500 (core §4, §5). */
export function CustomAmountCard({ isSignedIn, isStarting, onPay }: { isSignedIn: boolean; isStarting: boolean; onPay: (amountRupees: number) => void }) {
  const [text, setText] = useState('');
  const amount = parseAmount(text);
  const reachesMinimum = amount >= SupportLimits.customMinRupees;
  const error = reachesMinimum ? (checkSupportAmount('custom', amount) ?? undefined) : undefined;
  return (
    <Card className="flex flex-col p-5 sm:p-6" role="group" aria-labelledby="custom-amount-heading">
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-accent-50 p-2.5 text-accent-700"><Sparkles aria-hidden="true" className="h-6 w-6" /></span>
        <div>
          <h3 id="custom-amount-heading" className="text-xl font-semibold text-ink">Custom amount</h3>
          <p className="font-medium text-primary-800">From {formatRupees(SupportLimits.customMinRupees)}</p>
        </div>
      </div>
      <p className="mt-4 text-muted">Choose what feels right for you. Every contribution helps keep the platform free for everyone.</p>
      <div className="mt-5 space-y-3">
        <AmountInput
          id="amount-custom"
          label="Your amount (₹)"
          value={text}
          onChange={setText}
          min={SupportLimits.customMinRupees}
          max={SupportLimits.maxRupees}
          hint={`Minimum ${formatRupees(SupportLimits.customMinRupees)}, whole rupees.`}
          error={error}
        />
        {!isSignedIn ? (
          <SignInToSupport />
        ) : reachesMinimum && !error ? (
          <Button className="w-full" isLoading={isStarting} onClick={() => onPay(amount)}>
            Support with {formatRupees(amount)}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
