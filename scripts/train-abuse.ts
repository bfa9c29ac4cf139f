/**
 * `npm run train:abuse`: trains the abuse reader (server/modules/trust/reader.ts) on every
 * development set in server/modules/trust/eval/dev and chooses, on leave-one-writer-out scores (each
 * writer scored by a reader that never saw them):
 * - the reader's own threshold (what judgeAbuse stops: a stranger's note, a Member's flag) for at
 *   most 0.5% of ordinary text stopped (0.75% until round 6, decision 0075);
 * - the policy a New member's post meets (policy.ts: held at `high` with an element of a harm the
 *   rules see, or at `base` with a whole harm they name, or by a default watched word that holds or
 *   blocks), for at most 0.5% of ordinary text held over all the writers left out, stopping as much
 *   abuse as it can, and holding none of the plain introductions (eval/evaluate.ts) even a hundredth
 *   more probable.
 * Writes model/weights.bin.gz and model/model.json; the same data always gives the same files.
 * Prints the leave-one-writer-out figures, overall and per writer. `--dry` writes nothing.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readAbuse } from '../server/modules/trust/abuse.js';
import { defaultWatchedStops, INTRODUCTIONS, loadAbuseSet } from '../server/modules/trust/eval/evaluate.js';
import { evidenceOf, holdsAt, type Evidence, type PolicyThresholds } from '../server/modules/trust/policy.js';
import { abuseProbability, BITS, featuresOf, trainReader } from '../server/modules/trust/reader.js';

/** ABUSE_BUDGET: another share of ordinary text (for trying one; the files are written for the default). */
const BUDGET = Number(process.env.ABUSE_BUDGET ?? 0.005);
/** `high` above 1: the reader alone never holds (the policy of decision 0080). */
const NEVER = 1.01;
/** How far below the policy's thresholds the introductions must stay. */
const MARGIN = 0.01;

interface Scored {
  set: string;
  y: 0 | 1;
  p: number;
  evidence: Evidence;
  watched: boolean;
}

const dev = loadAbuseSet('dev');
const data = dev.map((e) => {
  const reading = readAbuse(e.text);
  return {
    set: e.set,
    features: featuresOf(e.text, reading),
    y: (e.label === 'none' ? 0 : 1) as 0 | 1,
    evidence: evidenceOf(reading),
    watched: defaultWatchedStops(e.text),
  };
});
const sets = [...new Set(dev.map((e) => e.set))];

/** Each writer scored by a reader trained on the others. */
function leaveOneWriterOut(): Scored[] {
  const scored: Scored[] = [];
  for (const held of sets) {
    const w = trainReader(data.filter((d) => d.set !== held));
    for (const d of data)
      if (d.set === held)
        scored.push({
          set: held,
          y: d.y,
          p: abuseProbability(w, d.features),
          evidence: d.evidence,
          watched: d.watched,
        });
  }
  return scored;
}

/** The lowest threshold that stops at most BUDGET of ordinary text: just above the ordinary text it must let through. */
function readerThreshold(scored: Scored[]): number {
  const ordinary = scored
    .filter((s) => s.y === 0)
    .map((s) => s.p)
    .sort((a, b) => b - a);
  return Math.min(0.999, ordinary[Math.floor(BUDGET * ordinary.length)]! + 1e-6);
}

const policyStops = (s: Scored, t: PolicyThresholds) => s.watched || holdsAt(s.p, s.evidence, t);

/**
 * The policy's thresholds: each just above an ordinary text's probability (between them nothing
 * changes on the ordinary side, and lower stops more) or a hundredth above an introduction's, the
 * pair that stops the most abuse within the budget and holds none of the introductions (scored by
 * the reader that ships) even a hundredth more probable (a margin for introductions worded a little
 * differently); ties go to fewer ordinary texts held.
 */
function choosePolicy(scored: Scored[], introductions: Scored[]): PolicyThresholds {
  const ordinary = scored.filter((s) => s.y === 0);
  const abuse = scored.filter((s) => s.y === 1);
  const allowed = Math.floor(BUDGET * ordinary.length);
  const cuts = [...new Set(ordinary.map((s) => s.p))].sort((a, b) => b - a).slice(0, 300);
  const above = introductions.map((s) => s.p + MARGIN + 1e-6);
  const candidates = [NEVER, ...[...cuts.map((p) => p + 1e-6), ...above].map((p) => Math.min(0.999, p))];
  let best: { t: PolicyThresholds; stopped: number; held: number } | undefined;
  for (const high of candidates)
    for (const base of candidates) {
      if (base > high) continue;
      const t = { base, high };
      if (introductions.some((s) => policyStops({ ...s, p: s.p + MARGIN }, t))) continue;
      const held = ordinary.filter((s) => policyStops(s, t)).length;
      if (held > allowed) continue;
      const stopped = abuse.filter((s) => policyStops(s, t)).length;
      if (!best || stopped > best.stopped || (stopped === best.stopped && held < best.held))
        best = { t, stopped, held };
    }
  if (!best) throw new Error('no policy holds within the budget (the default watched words alone exceed it)');
  return best.t;
}

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
/** Abuse stopped / ordinary held, as "88.9% (160/180) / 0.8% (1/120)". */
function figures(rows: Scored[], stops: (s: Scored) => boolean): string {
  const a = rows.filter((s) => s.y === 1);
  const n = rows.filter((s) => s.y === 0);
  const sa = a.filter(stops).length;
  const sn = n.filter(stops).length;
  return `${pct(sa, a.length)} (${sa}/${a.length}) / ${pct(sn, n.length)} (${sn}/${n.length})`;
}

function report(scored: Scored[], threshold: number, policy: PolicyThresholds): void {
  const alone = (s: Scored) => s.p >= threshold;
  const held = (s: Scored) => policyStops(s, policy);
  const high = policy.high > 1 ? 'never alone' : policy.high.toFixed(3);
  console.log(`leave-one-writer-out, abuse stopped / ordinary held`);
  console.log(
    `  policy (base ${policy.base.toFixed(3)}, high ${high}, default watched words): ${figures(scored, held)}`,
  );
  console.log(`  reader alone at ${threshold.toFixed(3)}: ${figures(scored, alone)}`);
  for (const set of sets) {
    const rows = scored.filter((s) => s.set === set);
    console.log(`  ${set}: policy ${figures(rows, held)}; reader alone ${figures(rows, alone)}`);
  }
}

/** The weights as they ship: one signed byte a slot times `scale`. */
function quantise(w: Float32Array): { q: Int8Array; scale: number; shipped: Float32Array } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(w.length);
  const shipped = new Float32Array(w.length);
  for (let i = 0; i < w.length; i++) {
    q[i] = Math.round(w[i]! / scale);
    shipped[i] = q[i]! * scale;
  }
  return { q, scale, shipped };
}

/** The introductions as the shipped reader scores them. */
function scoreIntroductions(shipped: Float32Array): Scored[] {
  return INTRODUCTIONS.map((text) => {
    const reading = readAbuse(text);
    const p = abuseProbability(shipped, featuresOf(text, reading));
    return { set: 'introductions', y: 0, p, evidence: evidenceOf(reading), watched: defaultWatchedStops(text) };
  });
}

function write(q: Int8Array, scale: number, threshold: number, policy: PolicyThresholds): void {
  const dir = new URL('../server/modules/trust/model/', import.meta.url);
  writeFileSync(new URL('weights.bin.gz', dir), gzipSync(Buffer.from(q.buffer), { level: 9 }));
  const trainedOn: Record<string, number> = {};
  for (const e of dev) trainedOn[e.set] = (trainedOn[e.set] ?? 0) + 1;
  const meta = { bits: BITS, scale, threshold, policy, trainedOn };
  writeFileSync(new URL('model.json', dir), JSON.stringify(meta, null, 2) + '\n');
  console.log(`trained on ${dev.length} messages`);
}

const scored = leaveOneWriterOut();
const threshold = readerThreshold(scored);
const { q, scale, shipped } = quantise(trainReader(data));
const introductions = scoreIntroductions(shipped);
const policy = choosePolicy(scored, introductions);
report(scored, threshold, policy);
console.log(`  introductions: p ${introductions.map((s) => s.p.toFixed(3)).join(', ')} (none held)`);
if (!process.argv.includes('--dry')) write(q, scale, threshold, policy);
