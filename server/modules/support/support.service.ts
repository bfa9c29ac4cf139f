import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import {
  checkSupportAmount,
  findTier,
  SupportLimits,
  SupportMessages,
  type ConfirmSupportOrderBody,
  type CreateSupportOrderBody,
  type CreatedSupportOrder,
  type SupportConfig,
  type SupportOrder,
  type SupportPlan,
} from '../../../contracts/support.js';
import { paymentOrders } from '../../db/schema/support.js';
import type { Viewer } from '../../platform/access.js';
import { recordSecurityEvent } from '../../platform/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { isSandbox } from './providers/index.js';
import { createWebhookHandler, type SupportDeps } from './webhooks.service.js';

type OrderRow = typeof paymentOrders.$inferSelect;

export function presentOrder(row: OrderRow): SupportOrder {
  return {
    id: row.id,
    plan: row.plan as SupportPlan,
    amountRupees: Math.round(row.amountPaise / 100),
    currency: 'INR',
    status: row.status as SupportOrder['status'],
    isAwaitingConfirmation: row.status === 'created' && row.checkoutConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The refusal of a sandbox payment on a production server that has not enabled it. */
export const SandboxRefused = SupportMessages.sandboxRefused;

export const planLabel = (plan: SupportPlan) => findTier(plan)?.name ?? 'Custom amount';

export function createSupportService(deps: SupportDeps) {
  const { db, provider } = deps;
  const webhooks = createWebhookHandler(deps);

  /** In production the sandbox takes no orders unless PAYMENTS_SANDBOX=true: its "payments" are not money. */
  function refuseDisabledSandbox(): void {
    if (isSandbox(provider) && deps.sandboxAllowed === false)
      throw new AppError('PAYMENTS_NOT_ENABLED', SandboxRefused, 503);
  }

  function config(): SupportConfig {
    return { provider: provider.name, keyId: provider.keyId, currency: 'INR' };
  }

  /** Opens an order with the provider for a member; an amount outside the plan's range is refused and recorded. */
  async function createOrder(
    viewer: Viewer,
    input: CreateSupportOrderBody,
    ipAddress?: string,
  ): Promise<CreatedSupportOrder> {
    refuseDisabledSandbox();
    const refusal = checkSupportAmount(input.plan, input.amountRupees);
    if (refusal) {
      await recordSecurityEvent(db, {
        eventType: 'support_amount_refused',
        severity: 'info',
        userId: viewer.id,
        ipAddress,
        details: { plan: input.plan, amountRupees: input.amountRupees, reason: refusal },
      });
      throw badRequest(refusal);
    }
    const [recent] = await db
      .select({ n: count() })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, viewer.id), gte(paymentOrders.createdAt, new Date(Date.now() - 3_600_000))));
    if ((recent?.n ?? 0) >= SupportLimits.ordersPerHour)
      throw new AppError('RATE_LIMITED', SupportMessages.tooManyOrders, 429);

    const id = crypto.randomUUID();
    const amountPaise = input.amountRupees * 100;
    const label = planLabel(input.plan);
    const { providerOrderId } = await provider.createOrder({
      amountPaise,
      receipt: id,
      notes: { plan: input.plan, orderId: id },
    });
    const [row] = await db
      .insert(paymentOrders)
      .values({
        id,
        plan: input.plan,
        amountPaise,
        provider: provider.name,
        providerOrderId,
        payerName: viewer.name,
        payerEmail: viewer.email,
        userId: viewer.id,
      })
      .returning();
    const description = `${label} support (voluntary subscription)`;
    return {
      order: presentOrder(row!),
      checkout: provider.checkoutFor({
        providerOrderId,
        amountPaise,
        description,
        payer: { name: viewer.name, email: viewer.email },
      }),
    };
  }

  /** The viewer's own order; anyone else's is "not found". */
  async function ownOrder(viewer: Viewer, id: string): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, viewer.id)))
      .limit(1);
    if (!row) throw notFound(SupportMessages.orderNotFound);
    return row;
  }

  async function getOrder(viewer: Viewer, id: string): Promise<SupportOrder> {
    return presentOrder(await ownOrder(viewer, id));
  }

  /**
   * The Checkout handler's report of a payment. A valid signature only marks the order as
   * awaiting confirmation for the page; the provider's webhook is what completes it.
   */
  async function confirmCheckout(
    viewer: Viewer,
    id: string,
    body: ConfirmSupportOrderBody,
    ipAddress?: string,
  ): Promise<SupportOrder> {
    const order = await ownOrder(viewer, id);
    const isValid =
      body.razorpayOrderId === order.providerOrderId &&
      provider.verifyCheckout({
        providerOrderId: order.providerOrderId,
        paymentId: body.razorpayPaymentId,
        signature: body.razorpaySignature,
      });
    if (!isValid) {
      await recordSecurityEvent(db, {
        eventType: 'support_checkout_signature_invalid',
        severity: 'warn',
        userId: viewer.id,
        ipAddress,
        details: { orderId: id },
      });
      throw badRequest(SupportMessages.invalidCheckoutSignature);
    }
    const [row] = await db
      .update(paymentOrders)
      .set({ checkoutConfirmedAt: sql`coalesce(${paymentOrders.checkoutConfirmedAt}, now())` })
      .where(eq(paymentOrders.id, id))
      .returning();
    return presentOrder(row!);
  }

  /** Sandbox only: a signed "captured" webhook for the viewer's open order, for the server to send itself. */
  async function simulateSandboxPayment(viewer: Viewer, id: string) {
    if (!isSandbox(provider)) throw notFound(SupportMessages.sandboxOnly);
    refuseDisabledSandbox();
    const order = await ownOrder(viewer, id);
    if (order.status === 'completed') throw new AppError('CONFLICT', SupportMessages.orderClosed, 409);
    return provider.simulateCapture({ providerOrderId: order.providerOrderId, amountPaise: order.amountPaise });
  }

  /** The sum of completed support payments in whole rupees (the community total); sandbox payments are not money and never count. */
  async function totalCompletedRupees(): Promise<number> {
    const [row] = await db
      .select({ paise: sql<string | null>`sum(${paymentOrders.amountPaise})` })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, 'completed'), ne(paymentOrders.provider, 'sandbox')));
    return Math.floor(Number(row?.paise ?? 0) / 100);
  }

  return {
    config,
    createOrder,
    getOrder,
    confirmCheckout,
    simulateSandboxPayment,
    totalCompletedRupees,
    handleWebhook: webhooks.handleWebhook,
    providerName: provider.name,
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
