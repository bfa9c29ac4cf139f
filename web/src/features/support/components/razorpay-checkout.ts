import type { ConfirmSupportOrderBody, SupportCheckout } from '@contracts/support';

type RazorpayCheckoutData = Extract<SupportCheckout, { provider: 'razorpay' }>;

interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

/** Razorpay's Checkout could not be loaded (offline, or blocked): the page says so in the person's language. */
export class CheckoutLoadError extends Error {
  constructor() {
    super('The payment window could not be loaded.');
    this.name = 'CheckoutLoadError';
  }
}

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<void> | null = null;

/** Injects Razorpay's Checkout script once, only when Razorpay is the provider. */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new CheckoutLoadError());
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for an order; the callbacks report its outcome. */
export async function openRazorpayCheckout(
  checkout: RazorpayCheckoutData,
  callbacks: {
    onPaid: (result: ConfirmSupportOrderBody) => void;
    onDismiss: () => void;
    onFailed: (message: string | undefined) => void;
  },
): Promise<void> {
  await loadRazorpayCheckout();
  if (!window.Razorpay) throw new CheckoutLoadError();
  const instance = new window.Razorpay({
    key: checkout.keyId,
    order_id: checkout.orderId,
    amount: checkout.amount,
    currency: checkout.currency,
    name: checkout.name,
    description: checkout.description,
    prefill: checkout.prefill,
    theme: { color: '#1d4ed8' },
    handler: (r: RazorpayHandlerResponse) =>
      callbacks.onPaid({
        razorpayOrderId: r.razorpay_order_id,
        razorpayPaymentId: r.razorpay_payment_id,
        razorpaySignature: r.razorpay_signature,
      }),
    modal: { ondismiss: callbacks.onDismiss, confirm_close: true },
  });
  instance.on('payment.failed', (response) => callbacks.onFailed(response.error?.description));
  instance.open();
}
