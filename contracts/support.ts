import { z } from 'zod';
import { defineMessages, issueText, type Message } from './messages.js';

/** The three paid support tiers (core §3 enumerations, §9 constants) plus a custom amount. */
export const SupportTierId = z.enum(['supporter', 'advocate', 'patron']);
export type SupportTierId = z.infer<typeof SupportTierId>;
export const SupportPlan = z.enum(['supporter', 'advocate', 'patron', 'custom']);
export type SupportPlan = z.infer<typeof SupportPlan>;

export const SupportLimits = {
  /** Core §5/§9: a custom amount is at least 500 rupees. */
  customMinRupees: 500,
  /**
   * Our cap on one payment (the specification names no upper bound for Patron or custom):
   * 5,00,000 rupees, well above any tier, so that a typo cannot create a huge order.
   */
  maxRupees: 500_000,
  currency: 'INR',
  /** Orders one member may open per hour (each one calls the payment provider). */
  ordersPerHour: 30,
} as const;

export interface SupportTier {
  id: SupportTierId;
  name: string;
  minRupees: number;
  /** Inclusive upper bound; the Patron tier is open-ended up to SupportLimits.maxRupees. */
  maxRupees: number;
  isOpenEnded: boolean;
  benefits: string[];
  /** Quick choices within the range (the first is the tier minimum). */
  presets: number[];
}

/** Core §9: Supporter 500–1,999; Advocate 2,000–7,999; Patron 8,000 and above, with their benefits. */
export const SupportTiers: readonly SupportTier[] = [
  {
    id: 'supporter',
    name: 'Supporter',
    minRupees: 500,
    maxRupees: 1_999,
    isOpenEnded: false,
    benefits: ['Recognition certificate', 'Name on website'],
    presets: [500, 1_000, 1_500],
  },
  {
    id: 'advocate',
    name: 'Advocate',
    minRupees: 2_000,
    maxRupees: 7_999,
    isOpenEnded: false,
    benefits: ['All Supporter benefits', 'Event notifications', '2 paid event passes', 'Gift hamper'],
    presets: [2_000, 3_500, 5_000],
  },
  {
    id: 'patron',
    name: 'Patron',
    minRupees: 8_000,
    maxRupees: SupportLimits.maxRupees,
    isOpenEnded: true,
    benefits: [
      'All Advocate benefits',
      'VIP event access for 1 year',
      'Super hamper',
      'Spotlight at events and online',
    ],
    presets: [8_000, 15_000, 25_000],
  },
];

export const SupportMessages = defineMessages('support', {
  disclaimer:
    'Payments on this page are voluntary subscriptions to support the platform. They are not donations, and they are not tax-exempt: no tax receipt or deduction (such as under Section 80G) is available.',
  thankYou:
    'Thank you for standing with people affected by cancer. Your support keeps Forti, the forum, events and every resource here free for the whole community.',
  receiptSubject: 'Your Fortitude Network support receipt',
  paymentCompleted: 'Payment received. Thank you for your support!',
  signInToPay: 'Please sign in to support the community.',
  notWholeRupees: 'Please enter the amount in whole rupees.',
  tooManyOrders: 'You have started many payments in the last hour. Please wait a little and try again.',
  invalidCheckoutSignature: 'We could not verify this payment with the payment provider.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  sandboxOnly: 'Sandbox payments are only available when no payment provider is configured.',
  orderNotFound: 'Payment order not found.',
  orderClosed: 'This payment order is already closed.',
  amountRequired: 'Please enter an amount in rupees.',
  customAmountRange: 'A custom amount must be at least ₹{{min}} and at most ₹{{max}}.',
  tierStartsAt: 'The {{tier}} tier starts at ₹{{min}} (at most ₹{{max}} in one payment).',
  tierRange: 'The {{tier}} tier is ₹{{min}} to ₹{{max}}.',
  providerDisabled: 'This payment provider is not enabled.',
  webhookForged: 'The webhook signature is not valid.',
  webhookMalformed: 'The webhook body is not a valid payment event.',
  amountMismatch: 'The payment does not match the order amount.',
  sandboxFailed: 'The sandbox payment could not be completed.',
  sandboxRefused: 'Payments are not enabled on this site yet, so nothing can be paid here.',
  webhooksLimited: 'Too many webhook deliveries from this address. Please slow down.',
});

const rupees = (n: number) => n.toLocaleString('en-IN');

/** The tier a plan names (null for a custom amount). */
export function findTier(plan: SupportPlan): SupportTier | null {
  return SupportTiers.find((t) => t.id === plan) ?? null;
}

/** The message refusing an amount for a plan, or null when the amount is allowed (shared by page and server). */
export function checkSupportAmount(plan: SupportPlan, amountRupees: number): Message | null {
  if (!Number.isFinite(amountRupees)) return SupportMessages.amountRequired;
  if (!Number.isInteger(amountRupees)) return SupportMessages.notWholeRupees;
  const tier = findTier(plan);
  const min = tier ? tier.minRupees : SupportLimits.customMinRupees;
  const max = tier ? tier.maxRupees : SupportLimits.maxRupees;
  if (amountRupees < min || amountRupees > max) {
    if (!tier) return SupportMessages.customAmountRange({ min: rupees(min), max: rupees(max) });
    return tier.isOpenEnded
      ? SupportMessages.tierStartsAt({ tier: tier.name, min: rupees(min), max: rupees(max) })
      : SupportMessages.tierRange({ tier: tier.name, min: rupees(min), max: rupees(max) });
  }
  return null;
}

// --- Requests --------------------------------------------------------------------------------

export const CreateSupportOrderBody = z.object({
  plan: SupportPlan,
  /** Whole rupees; the range of the plan is checked by the server (and recorded when refused). */
  amountRupees: z.number({ error: issueText(SupportMessages.amountRequired) }),
});
export type CreateSupportOrderBody = z.infer<typeof CreateSupportOrderBody>;

export const SupportOrderParams = z.object({ id: z.uuid({ error: issueText(SupportMessages.orderNotFound) }) });

/** What Razorpay Checkout hands its success handler (and the sandbox checkout returns the same). */
export const ConfirmSupportOrderBody = z.object({
  razorpayOrderId: z.string().min(1).max(100),
  razorpayPaymentId: z.string().min(1).max(100),
  razorpaySignature: z.string().min(1).max(200),
});
export type ConfirmSupportOrderBody = z.infer<typeof ConfirmSupportOrderBody>;

// --- Responses -------------------------------------------------------------------------------

export const PaymentProvider = z.enum(['razorpay', 'sandbox']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

export const SupportConfig = z.object({
  provider: PaymentProvider,
  /** Razorpay's public key id for Checkout (null for the sandbox). */
  keyId: z.string().nullable(),
  currency: z.literal('INR'),
});
export type SupportConfig = z.infer<typeof SupportConfig>;

export const SupportOrderStatus = z.enum(['created', 'completed', 'failed']);
export type SupportOrderStatus = z.infer<typeof SupportOrderStatus>;

export const SupportOrder = z.object({
  id: z.string(),
  plan: SupportPlan,
  amountRupees: z.number().int(),
  currency: z.literal('INR'),
  status: SupportOrderStatus,
  /** The checkout reported a payment with a valid signature; the webhook has not completed it yet. */
  isAwaitingConfirmation: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type SupportOrder = z.infer<typeof SupportOrder>;

export const RazorpayCheckout = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export const SandboxCheckout = z.object({
  provider: z.literal('sandbox'),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
});
export const SupportCheckout = z.discriminatedUnion('provider', [RazorpayCheckout, SandboxCheckout]);
export type SupportCheckout = z.infer<typeof SupportCheckout>;

export const CreatedSupportOrder = z.object({ order: SupportOrder, checkout: SupportCheckout });
export type CreatedSupportOrder = z.infer<typeof CreatedSupportOrder>;

/** The sandbox checkout's answer, in the shape Razorpay Checkout gives its handler. */
export const SandboxPayment = ConfirmSupportOrderBody;
export type SandboxPayment = z.infer<typeof SandboxPayment>;

export const WebhookOutcome = z.enum([
  'completed',
  'duplicate',
  'forged',
  'malformed',
  'unknown_order',
  'amount_mismatch',
  'failed',
  'ignored',
  'disabled',
]);
export type WebhookOutcome = z.infer<typeof WebhookOutcome>;
export const WebhookAck = z.object({ status: WebhookOutcome });

/** The administrators' read-only ledger of support payments (issue 13), newest first. */
export const PaymentLedgerQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const LedgerEntry = z.object({
  id: z.string(),
  plan: z.string(),
  amountRupees: z.number(),
  provider: z.string(),
  status: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const PaymentLedger = z.object({
  items: z.array(LedgerEntry),
  nextCursor: z.string().nullable(),
  completedRupees: z.number(),
  sandboxRupees: z.number(),
});
export type PaymentLedger = z.infer<typeof PaymentLedger>;
