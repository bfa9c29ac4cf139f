import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { SupportLimits } from '@contracts/support';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { AmountInput, parseAmount } from './amount-input';
import { useAmountError } from './amount-messages';
import { SignInToSupport } from './sign-in-to-support';

/** Any amount from ₹500: the pay button appears only once the amount is at least 500 (core §4, §5). */
export function CustomAmountCard({
  isSignedIn,
  isStarting,
  onPay,
}: {
  isSignedIn: boolean;
  isStarting: boolean;
  onPay: (amountRupees: number) => void;
}) {
  const { t } = useTranslation('support');
  const { rupees } = useFormat();
  const amountError = useAmountError();
  const [text, setText] = useState('');
  const amount = parseAmount(text);
  const reachesMinimum = amount >= SupportLimits.customMinRupees;
  const error = reachesMinimum ? amountError('custom', amount) : undefined;
  const minimum = rupees(SupportLimits.customMinRupees);
  return (
    <Card className="flex flex-col p-5 sm:p-6" role="group" aria-labelledby="custom-amount-heading">
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-accent-50 p-2.5 text-accent-700">
          <Sparkles aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h3 id="custom-amount-heading" className="text-xl font-semibold text-ink">
            {t('custom.title')}
          </h3>
          <p className="font-medium text-primary-800">{t('custom.from', { amount: minimum })}</p>
        </div>
      </div>
      <p className="mt-4 text-muted">{t('custom.text')}</p>
      <div className="mt-5 space-y-3">
        <AmountInput
          id="amount-custom"
          label={t('custom.amountLabel')}
          value={text}
          onChange={setText}
          min={SupportLimits.customMinRupees}
          max={SupportLimits.maxRupees}
          hint={t('custom.hint', { amount: minimum })}
          error={error}
        />
        {!isSignedIn ? (
          <SignInToSupport />
        ) : reachesMinimum && !error ? (
          <Button className="w-full" isLoading={isStarting} onClick={() => onPay(amount)}>
            {t('custom.pay', { amount: rupees(amount) })}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
