import { ErrorBody } from '../errors.js';
import {
  ConfirmSupportOrderBody,
  CreatedSupportOrder,
  CreateSupportOrderBody,
  PaymentLedger,
  PaymentLedgerQuery,
  SandboxPayment,
  SupportConfig,
  SupportOrder,
  SupportOrderParams,
  WebhookAck,
} from '../support.js';
import { defineRoutes } from '../http.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};
const webhookResponse = { 200: WebhookAck, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * Supporting the platform: server/modules/support/support.routes.ts serves the orders and the
 * providers' webhooks, support/support.ledger.ts the administrators' ledger.
 */
export const SupportRoutes = defineRoutes('support', {
  config: {
    method: 'GET',
    path: '/api/support/config',
    summary: 'The payment provider the page talks to (and its public key id)',
    response: { 200: SupportConfig },
  },
  createOrder: {
    method: 'POST',
    path: '/api/support/orders',
    summary: 'Open a payment order for a tier or a custom amount (whole rupees); returns the checkout data',
    body: CreateSupportOrderBody,
    response: { 201: CreatedSupportOrder, ...errors },
  },
  order: {
    method: 'GET',
    path: '/api/support/orders/:id',
    summary: "One of the member's own orders (the page polls it after checkout)",
    params: SupportOrderParams,
    response: { 200: SupportOrder, ...errors },
  },
  confirmOrder: {
    method: 'POST',
    path: '/api/support/orders/:id/confirm',
    summary: "The Checkout handler's signed result; marks the order as awaiting the webhook, never as completed",
    params: SupportOrderParams,
    body: ConfirmSupportOrderBody,
    response: { 200: SupportOrder, ...errors },
  },
  sandboxPay: {
    method: 'POST',
    path: '/api/support/orders/:id/sandbox-pay',
    summary:
      'Sandbox only: "pay" an own order; the server sends itself the signed webhook and answers as Checkout would',
    params: SupportOrderParams,
    response: { 200: SandboxPayment, ...errors },
  },
  /** Called by Razorpay's servers; the body is read as raw bytes (for its signature), not as JSON. */
  razorpayWebhook: {
    method: 'POST',
    path: '/api/support/webhooks/razorpay',
    summary: 'Payment events from Razorpay (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body)',
    response: webhookResponse,
  },
  /** Called by the server itself (sandbox-pay); the body is read as raw bytes, as Razorpay's is. */
  sandboxWebhook: {
    method: 'POST',
    path: '/api/support/webhooks/sandbox',
    summary: 'Payment events from the sandbox (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body)',
    response: webhookResponse,
  },
  ledger: {
    method: 'GET',
    path: '/api/admin/payments',
    summary: 'The ledger of support payments, newest first (read only)',
    query: PaymentLedgerQuery,
    response: { 200: PaymentLedger, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
  },
});
