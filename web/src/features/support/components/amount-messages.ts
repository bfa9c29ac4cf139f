import { useTranslation } from 'react-i18next';
import { checkSupportAmount, findTier, SupportLimits, type SupportPlan } from '@contracts/support';
import { useFormat } from '@/lib/format';

/**
 * The contract's amount rule (checkSupportAmount, which the server applies too), with its refusal
 * in the person's language: undefined when the amount is allowed.
 */
export function useAmountError() {
  const { t } = useTranslation('support');
  const { rupees } = useFormat();
  return (plan: SupportPlan, amount: number): string | undefined => {
    if (checkSupportAmount(plan, amount) === null) return undefined;
    if (!Number.isFinite(amount)) return t('amount.required');
    if (!Number.isInteger(amount)) return t('amount.wholeRupees');
    const tier = findTier(plan);
    if (!tier)
      return t('amount.customRange', {
        min: rupees(SupportLimits.customMinRupees),
        max: rupees(SupportLimits.maxRupees),
      });
    const values = { tier: t(`tiers.${tier.id}.name`), min: rupees(tier.minRupees), max: rupees(tier.maxRupees) };
    return tier.isOpenEnded ? t('amount.openTierRange', values) : t('amount.tierRange', values);
  };
}

/** A plan's name as people read it: the tier's name, or "Custom amount". */
export function usePlanName() {
  const { t } = useTranslation('support');
  return (plan: SupportPlan) => (plan === 'custom' ? t('custom.title') : t(`tiers.${plan}.name`));
}
