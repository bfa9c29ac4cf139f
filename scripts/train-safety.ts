/**
 * `npm run train:safety`: trains the risk model (server/modules/safety/model) on every writer's set
 * in eval/dev, chooses the thresholds of the two levels on leave-one-writer-out scores (each writer
 * scored by a model that never saw them), and writes weights.bin.gz and model.json. The same data
 * always gives the same files (a fixed seed). Prints the leave-one-writer-out figures.
 *   --sweep        the figures at several thresholds instead of writing
 *   --misses       also list what the chosen concern level misses and flags falsely
 *   --dry          the figures only, nothing written
 *   --part=K/N     compute only the folds of every N-th writer from the K-th (0-based) and save their
 *                  scores to /tmp/safety-lowo-K-of-N.json (two parts run side by side on two cores)
 *   --scores=A,B   read the leave-one-writer-out scores from those files instead of computing them
 *
 * The thresholds (and how much a message's sentence windows count, windows.ts) are chosen on the
 * false alarms of all writers left out together, as v2's were: round 4 (decision 0058) bound them to
 * the worst single writer too, and that cost recall on new writers whose ordinary messages did not
 * need it. SAFETY_WORST=1 brings that bound back for a comparison.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadSet } from '../server/modules/safety/eval/evaluate.js';
import { levelOf, type Thresholds } from '../server/modules/safety/assess.js';
import { BITS } from '../server/modules/safety/model/features.js';
import { HIDDEN } from '../server/modules/safety/model/mlp.js';
import {
  DEFAULT_TRAINING as DEFAULTS,
  encode,
  leaveOneWriterOut,
  train,
  type Scored,
  type TrainOptions,
} from '../server/modules/safety/model/train.js';
import { joinWindows, sentenceWindows } from '../server/modules/safety/windows.js';
import { readMessage } from '../server/modules/safety/model/features.js';
import { CLASSES } from '../server/modules/safety/model/model.js';
import {
  blendProbabilities,
  regressionProbabilities,
  trainRegression,
  type Regression,
} from '../server/modules/safety/model/regression.js';

/** SAFETY_EPOCHS, SAFETY_RATE, SAFETY_DROPOUT and SAFETY_RISK try other options (with --dry). */
const DEFAULT_TRAINING: TrainOptions = {
  ...DEFAULTS,
  epochs: Number(process.env.SAFETY_EPOCHS ?? DEFAULTS.epochs),
  rate: Number(process.env.SAFETY_RATE ?? DEFAULTS.rate),
  dropout: Number(process.env.SAFETY_DROPOUT ?? DEFAULTS.dropout),
  riskWeight: Number(process.env.SAFETY_RISK ?? DEFAULTS.riskWeight),
};

/**
 * The false-alarm budgets the levels are chosen for, below the targets (5% and 2%) to leave room:
 * over all writers left out, and for the worst single writer.
 */
const CONCERN_ALARMS = Number(process.env.SAFETY_CONCERN_ALARMS ?? 0.03);
const WORST_BOUND = process.env.SAFETY_WORST === '1';
const CONCERN_WORST = WORST_BOUND ? 0.04 : 1;
const CRISIS_ALARMS = Number(process.env.SAFETY_CRISIS_ALARMS ?? 0.01);
/** The highest model probability a plainly said phrase may need for a concern (SAFETY_PHRASE_MAX). */
const PHRASE_MAX = Number(process.env.SAFETY_PHRASE_MAX ?? 1);
const CRISIS_WORST = WORST_BOUND ? 0.015 : 1;
/** How much the strongest sentence window counts (windows.ts joinWindows), tried on the same scores. */
const WINDOW_WEIGHTS = [0, 0.25, 0.5, 0.75, 1];

const dev = loadSet('dev');
const started = Date.now();
const part = process.argv.find((a) => a.startsWith('--part='))?.slice(7);
const scoreFiles = process.argv.find((a) => a.startsWith('--scores='))?.slice(9);
const writers = [...new Set(dev.map((e) => e.set))].sort();
/** Writers left out a group at a time (train.ts leaveOneWriterOut): SAFETY_GROUPS, 0 for one at a time. */
const GROUPS = Number(process.env.SAFETY_GROUPS ?? 6) || undefined;
let lowo: Scored[];
if (scoreFiles) lowo = scoreFiles.split(',').flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as Scored[]);
else if (part) {
  const [k, n] = part.split('/').map(Number) as [number, number];
  // With groups, a part takes whole groups (every n-th group from the k-th).
  const mine = new Set(writers.filter((_, i) => (GROUPS ? (i % GROUPS) % n === k : i % n === k)));
  const scores = leaveOneWriterOut(dev, DEFAULT_TRAINING, (s) => mine.has(s), GROUPS);
  writeFileSync(`/tmp/safety-lowo-${k}-of-${n}.json`, JSON.stringify(scores));
  console.log(`part ${part}: ${[...mine].join(' ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
} else lowo = leaveOneWriterOut(dev, DEFAULT_TRAINING, undefined, GROUPS);
if (new Set(lowo.map((r) => r.set)).size !== writers.length || lowo.length !== dev.length)
  throw new Error('the leave-one-writer-out scores do not cover every development writer');
let scored = lowo;
type Row = Scored;

/**
 * The regression's scores of the same writers, left out in the same groups (decision 0058, round 12:
 * v13 joins the readers with v6's regression). It trains in seconds, so it is computed here, beside
 * the readers' scores read from their parts.
 */
type Probs = [number, number, number];
type MlpWeightsMeta = { scale: number; bias: number[]; out: number[]; outBias: number[] };
const keyOf = (set: string, text: string) => `${set}\u0000${text}`;
function regressionLowo(): Map<string, { base: Probs; wins: Probs[] }> {
  const encoded = dev.map((e) => ({ slots: readMessage(e.text).slots, y: CLASSES.indexOf(e.label) }));
  const windows = dev.map((e) => sentenceWindows(e.text).map((w) => readMessage(w, false, false).slots));
  const groups = GROUPS ?? writers.length;
  const out = new Map<string, { base: Probs; wins: Probs[] }>();
  for (let g = 0; g < groups; g++) {
    const left = new Set(writers.filter((_, i) => i % groups === g));
    const r: Regression = trainRegression(encoded.filter((_, i) => !left.has(dev[i]!.set)));
    dev.forEach((e, i) => {
      if (!left.has(e.set)) return;
      out.set(keyOf(e.set, e.text), {
        base: regressionProbabilities(r, encoded[i]!.slots),
        wins: windows[i]!.map((w) => regressionProbabilities(r, w)),
      });
    });
  }
  return out;
}
/** How far towards the regression the readers' probabilities are moved (SAFETY_BLEND tries one). */
const BLENDS = process.env.SAFETY_BLEND ? [Number(process.env.SAFETY_BLEND)] : [0, 0.25, 0.5, 0.75];
const regressionScores = BLENDS.some((b) => b > 0) ? regressionLowo() : new Map();
const blended = (blend: number): Scored[] =>
  blend === 0
    ? lowo
    : lowo.map((r) => {
        const lr = regressionScores.get(keyOf(r.set, r.text))!;
        return {
          ...r,
          base: blendProbabilities(r.base, lr.base, blend),
          wins: r.wins.map((w, i) => blendProbabilities(w, lr.wins[i]!, blend)),
        };
      });
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * Recall (the right kind at `level` or above) and false alarms under the policy of assess.ts, over
 * all rows and for the writer with the most false alarms.
 */
function figures(rows: Row[], t: Thresholds, level: 'concern' | 'crisis') {
  const cells = new Map<string, [number, number]>();
  const bySet = new Map<string, [number, number]>();
  let alarms = 0;
  let none = 0;
  for (const r of rows) {
    const found = levelOf(r.p, r.phrase, t);
    const flagged = found !== null && (level === 'concern' || found.level === 'crisis');
    if (r.label === 'none') {
      none++;
      const s = bySet.get(r.set) ?? [0, 0];
      s[1]++;
      if (flagged) {
        alarms++;
        s[0]++;
      }
      bySet.set(r.set, s);
      continue;
    }
    const key = `${r.label} ${r.lang}`;
    const c = cells.get(key) ?? [0, 0];
    c[1]++;
    if (flagged && found.kind === r.label) c[0]++;
    cells.set(key, c);
  }
  const found = [...cells.values()].reduce((a, c) => a + c[0], 0);
  const risk = [...cells.values()].reduce((a, c) => a + c[1], 0);
  let worst = { set: '', alarms: 0 };
  for (const [set, [a, n]] of bySet) if (a / n > worst.alarms) worst = { set, alarms: a / n };
  return { recall: found / risk, alarms: alarms / none, worst, cells };
}

const within = (f: ReturnType<typeof figures>, all: number, worst: number) =>
  f.alarms <= all && f.worst.alarms <= worst;

function report(name: string, t: Thresholds, level: 'concern' | 'crisis') {
  const all = figures(scored, t, level);
  console.log(
    `${name}: recall ${pct(all.recall)}, false alarms ${pct(all.alarms)} (the most for one writer: ${pct(all.worst.alarms)}, ${all.worst.set})`,
  );
  console.log(
    '  ' +
      [...all.cells.entries()]
        .sort()
        .map(([k, [a, b]]) => `${k} ${a}/${b}`)
        .join(' · '),
  );
  const sets = [...new Set(scored.map((s) => s.set))];
  console.log(
    '  by writer (recall/false alarms): ' +
      sets
        .map((s) => {
          const f = figures(
            scored.filter((r) => r.set === s),
            t,
            level,
          );
          return `${s} ${pct(f.recall)}/${pct(f.alarms)}`;
        })
        .join(' · '),
  );
}

/** Thresholds tried: 0 to 0.999 by thousandths, then finer up to 0.99999 (a confident model's crisis level). */
const GRID = [
  ...Array.from({ length: 1000 }, (_, i) => i / 1000),
  ...Array.from({ length: 99 }, (_, i) => 0.999 + (i + 1) / 100_000),
];

/** The first value of GRID that passes `ok`, which holds for every value above it too (false alarms only fall). */
function lowest(ok: (x: number) => boolean): number | undefined {
  let lo = 0;
  let hi = GRID.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ok(GRID[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return GRID[lo];
}

/** The thresholds with the best concern recall whose false alarms stay within the budgets. */
function choose(): Thresholds & { recall: number } {
  let best: { t: Thresholds; recall: number } | null = null;
  for (const phrase of [0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1].filter((x) => x <= PHRASE_MAX)) {
    const concern = lowest((c) =>
      within(
        figures(scored, { concern: c, crisis: 1, phrase: Math.min(phrase, c) }, 'concern'),
        CONCERN_ALARMS,
        CONCERN_WORST,
      ),
    );
    if (concern === undefined) continue;
    const t = { concern, crisis: 1, phrase: Math.min(phrase, concern) };
    const recall = figures(scored, t, 'concern').recall;
    if (!best || recall > best.recall) best = { t, recall };
  }
  if (!best) throw new Error('no thresholds meet the false-alarm budget');
  const crisis =
    lowest(
      (x) =>
        x >= best.t.concern && within(figures(scored, { ...best.t, crisis: x }, 'crisis'), CRISIS_ALARMS, CRISIS_WORST),
    ) ?? 0.99999;
  return { ...best.t, crisis, recall: best.recall };
}

/** The blend and the weight of the sentence windows with the best concern recall at their chosen thresholds. */
let windowWeight = WINDOW_WEIGHTS[0]!;
let blend = BLENDS[0]!;
let chosen: (Thresholds & { recall: number }) | null = null;
for (const b of BLENDS) {
  const rows = blended(b);
  for (const weight of WINDOW_WEIGHTS) {
    scored = rows.map((r) => ({ ...r, p: joinWindows(r.base, r.wins, weight) }));
    const t = choose();
    console.log(
      `blend ${b}, windows weighing ${weight}: concern recall ${pct(t.recall)} at ${t.concern}, crisis at ${t.crisis}`,
    );
    if (!chosen || t.recall > chosen.recall + 1e-9) {
      chosen = t;
      windowWeight = weight;
      blend = b;
    }
  }
}
scored = blended(blend).map((r) => ({ ...r, p: joinWindows(r.base, r.wins, windowWeight) }));

if (process.argv.includes('--save-scores')) {
  writeFileSync(
    '/tmp/safety-scores.json',
    JSON.stringify(
      scored.map((r) => ({
        set: r.set,
        label: r.label,
        lang: r.lang,
        text: r.text,
        p: r.p,
        phrase: r.phrase,
        fired: r.fired,
      })),
    ),
  );
}
if (process.argv.includes('--sweep')) {
  for (const phrase of [0.05, 0.2, 0.5, 1])
    for (const c of [0.5, 0.7, 0.8, 0.9, 0.95])
      report(`phrase ${phrase} concern ${c}`, { concern: c, crisis: 1, phrase: Math.min(phrase, c) }, 'concern');
} else {
  const { concern, crisis, phrase } = chosen!;
  const t = { concern, crisis, phrase };
  const dry = process.argv.includes('--dry');
  console.log(
    `thresholds: concern ${t.concern}, crisis ${t.crisis}, with a phrase ${t.phrase}; windows weigh ${windowWeight}`,
  );
  report('concern level', t, 'concern');
  report('crisis level', t, 'crisis');
  if (dry) process.exit(0);
  const dir = new URL('../server/modules/safety/model/', import.meta.url);
  // --keep-readers: the readers already written from the same data and seed (their training takes
  // minutes and gives the same bytes), only the regression and the thresholds written anew.
  const readers = process.argv.includes('--keep-readers')
    ? (JSON.parse(readFileSync(new URL('model.json', dir), 'utf8')) as { readers: MlpWeightsMeta[] }).readers
    : train(encode(dev), DEFAULT_TRAINING);
  if (!process.argv.includes('--keep-readers')) {
    const trained = readers as ReturnType<typeof train>;
    const bytes = Buffer.concat(trained.map((r) => Buffer.from(r.q.buffer, r.q.byteOffset, r.q.byteLength)));
    writeFileSync(new URL('weights.bin.gz', dir), gzipSync(bytes, { level: 9 }));
  }
  const regression =
    blend > 0
      ? trainRegression(dev.map((e) => ({ slots: readMessage(e.text).slots, y: CLASSES.indexOf(e.label) })))
      : null;
  if (regression)
    writeFileSync(new URL('regression.bin.gz', dir), gzipSync(Buffer.from(regression.q.buffer), { level: 9 }));
  const trainedOn: Record<string, number> = {};
  for (const e of dev) trainedOn[e.set] = (trainedOn[e.set] ?? 0) + 1;
  const meta = {
    bits: BITS,
    hidden: HIDDEN,
    readers: readers.map(({ scale, bias, out, outBias }) => ({ scale, bias, out, outBias })),
    ...t,
    windowWeight,
    blend,
    ...(regression ? { regressionScale: regression.scale } : {}),
    trainedOn,
    seed: DEFAULT_TRAINING.seed,
    options: DEFAULT_TRAINING,
  };
  writeFileSync(new URL('model.json', dir), JSON.stringify(meta, null, 2) + '\n');
  console.log(`trained on ${dev.length} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (process.argv.includes('--misses'))
    for (const r of scored) {
      const found = levelOf(r.p, r.phrase, t);
      const risk = (1 - r.p[0]).toFixed(2);
      if (r.label === 'none' && found) console.log(`ALARM ${r.set} [${r.lang}] ${risk} ${r.text}`);
      if (r.label !== 'none' && found?.kind !== r.label)
        console.log(`MISS  ${r.set} [${r.lang}] ${r.label} ${risk} ${r.text}`);
    }
}
