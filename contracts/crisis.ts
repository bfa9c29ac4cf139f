import { z } from 'zod';

/**
 * Crisis signals in the community (issue 20, decision 0032). When a forum post or reply, a story or
 * a private message signals a risk (the safety module's detector), it is posted as usual, and the
 * author's own create answer carries `safety: { kind }`, so that the web shows them a private card
 * with helplines. Nothing else carries it: not lists, threads, realtime events, nor what another
 * member receives.
 */
export const RiskKinds = ['self_harm', 'medical_emergency'] as const;
export const RiskKind = z.enum(RiskKinds);
export type RiskKind = z.infer<typeof RiskKind>;

/**
 * How strongly a text signals the risk (decision 0058): a *concern* gets a gentle private card and
 * nothing else; a *crisis* gets the full card and, for public content, an urgent queue item.
 */
export const RiskLevels = ['concern', 'crisis'] as const;
export const RiskLevel = z.enum(RiskLevels);
export type RiskLevel = z.infer<typeof RiskLevel>;

/** Present only on the author's own create answer, and only when the text signals a risk. */
export const SafetyNotice = z.object({ kind: RiskKind, level: RiskLevel });
export type SafetyNotice = z.infer<typeof SafetyNotice>;

/** An author's create answer: the created thing, and the safety notice when one is due. */
export const withSafetyNotice = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({ safety: SafetyNotice.optional() });
