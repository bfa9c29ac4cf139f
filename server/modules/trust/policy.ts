import { readAbuse, type AbuseKind, type AbuseReading } from './abuse.js';
import { abuseProbability, featuresOf, loadReader, type ReaderMeta, type ReaderName } from './reader.js';

/**
 * What the abuse checks do to a New member's post, reply or story (decision 0075, round 5): the one
 * place the policy is written, used by holds.ts and by the scripts that choose and measure it
 * (train:abuse, eval:abuse). The reader alone held ordinary introductions ("I am ... from Aliganj,
 * breast cancer stage 2", p 0.89); the reader and the rules together (v4, decision 0080) let a
 * quarter of abuse through on writers it never saw. So a text waits when the reader is very sure
 * (`high`) and the rules see at least one element of a harm in it (money, a request, a product, a
 * link...: any signal but the topic's), or fairly sure (`base`) and the rules name a whole harm. An
 * introduction carries no element ("Hello from Lucknow, I am ..., breast cancer stage 2" reads only
 * as cancer and health, at p 0.97), so the reader alone never holds it however sure it is; of the
 * development sets' 2,520 abusive texts 35 carry none. The default watched words are added by the
 * callers (holds.ts reads the administrators' list; the scripts the defaults).
 */
export interface PolicyThresholds {
  /** Held at this probability when the rules name a harm. */
  base: number;
  /** Held at this probability with an element of a harm (above 1: never without a harm named). */
  high: number;
}

/** What the rules see in a text: whole harms named, and elements of harms (signals other than the topic's). */
export interface Evidence {
  harms: number;
  elements: number;
}

/**
 * Signals that say what a text is about or whom it speaks to ("all", "everyone", "patients",
 * "families": every greeting), or that spare it: no element of any harm.
 */
const TOPIC_SIGNALS = new Set(['cancer', 'health', 'everyone', 'warning', 'question']);

export function evidenceOf(reading: AbuseReading): Evidence {
  const elements = reading.signals.filter((s) => !TOPIC_SIGNALS.has(s.replace(/:\d+$/, ''))).length;
  return { harms: reading.kinds.length, elements };
}

/** A reader's policy: stored with it from v5 on; before, its threshold with a harm named (decision 0080). */
export function policyOf(meta: ReaderMeta): PolicyThresholds {
  return meta.policy ?? { base: meta.threshold, high: Number.POSITIVE_INFINITY };
}

/** The rule on a probability and what the rules see (what train:abuse chooses thresholds for). */
export function holdsAt(p: number, e: Evidence, t: PolicyThresholds): boolean {
  return (p >= t.high && e.elements > 0) || (p >= t.base && e.harms > 0);
}

export interface AbuseVerdict {
  /** Whether a New member's text waits for approval. */
  hold: boolean;
  /** The reader's probability that it is abuse. */
  p: number;
  /** The harms the rules name (abuse.ts). */
  kinds: AbuseKind[];
}

/** Whether a New member's text waits for approval by the abuse checks; the text is read once. */
export function abuseVerdict(text: string, reader: ReaderName = 'current'): AbuseVerdict {
  const { meta, w } = loadReader(reader);
  const reading = readAbuse(text);
  const p = abuseProbability(w, featuresOf(text, reading));
  return { hold: holdsAt(p, evidenceOf(reading), policyOf(meta)), p, kinds: reading.kinds };
}
