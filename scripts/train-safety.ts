/**
 * `npm run train:safety`: trains the risk model (server/modules/safety/model) on every writer's set
 * in eval/dev, chooses the thresholds of the two levels on leave-one-writer-out scores (each writer
 * scored by a model that never saw them), and writes weights.bin.gz and model.json. The same data
 * always gives the same files (a fixed seed). Prints the leave-one-writer-out figures.
 *   --sweep        the figures at several thresholds instead of writing
 *   --misses       also list what the chosen concern level misses and flags falsely
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadSet } from '../server/modules/safety/eval/evaluate.js';
import { levelOf, type Thresholds } from '../server/modules/safety/assess.js';
import { BITS } from '../server/modules/safety/model/features.js';
import {
  DEFAULT_TRAINING as DEFAULTS,
  encode,
  leaveOneWriterOut,
  quantise,
  train,
  type TrainOptions,
} from '../server/modules/safety/model/train.js';

/** SAFETY_L2, SAFETY_EPOCHS, SAFETY_RATE and SAFETY_RISK try other options (with --dry). */
const DEFAULT_TRAINING: TrainOptions = {
  ...DEFAULTS,
  l2: Number(process.env.SAFETY_L2 ?? DEFAULTS.l2),
  epochs: Number(process.env.SAFETY_EPOCHS ?? DEFAULTS.epochs),
  rate: Number(process.env.SAFETY_RATE ?? DEFAULTS.rate),
  riskWeight: Number(process.env.SAFETY_RISK ?? DEFAULTS.riskWeight),
};

/** The false-alarm rates the levels are chosen for, below the targets (5% and 2%) to leave room. */
const CONCERN_ALARMS = Number(process.env.SAFETY_CONCERN_ALARMS ?? 0.035);
const CRISIS_ALARMS = 0.01;

const dev = loadSet('dev');
const started = Date.now();
const scored = leaveOneWriterOut(dev, DEFAULT_TRAINING).map((r) => ({ ...r, phrase: r.reading.phrase }));
type Row = (typeof scored)[number];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Recall (the right kind at `level` or above) and false alarms under the policy of assess.ts. */
function figures(rows: Row[], t: Thresholds, level: 'concern' | 'crisis') {
  const cells = new Map<string, [number, number]>();
  let alarms = 0;
  let none = 0;
  for (const r of rows) {
    const found = levelOf(r.p, r.phrase, t);
    const flagged = found !== null && (level === 'concern' || found.level === 'crisis');
    if (r.label === 'none') {
      none++;
      if (flagged) alarms++;
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
  return { recall: found / risk, alarms: alarms / none, cells };
}

function report(name: string, t: Thresholds, level: 'concern' | 'crisis') {
  const all = figures(scored, t, level);
  console.log(`${name}: recall ${pct(all.recall)}, false alarms ${pct(all.alarms)}`);
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

const GRID = Array.from({ length: 400 }, (_, i) => i / 400);

/** The thresholds with the best concern recall whose false alarms stay within the budgets. */
function choose(): Thresholds {
  let best: { t: Thresholds; recall: number } | null = null;
  for (const phrase of [0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1]) {
    const concern = GRID.find(
      (c) =>
        c >= phrase * 0 &&
        figures(scored, { concern: c, crisis: 1, phrase: Math.min(phrase, c) }, 'concern').alarms <= CONCERN_ALARMS,
    );
    if (concern === undefined) continue;
    const t = { concern, crisis: 1, phrase: Math.min(phrase, concern) };
    const recall = figures(scored, t, 'concern').recall;
    if (!best || recall > best.recall) best = { t, recall };
  }
  if (!best) throw new Error('no thresholds meet the false-alarm budget');
  const crisis =
    GRID.find(
      (x) => x >= best.t.concern && figures(scored, { ...best.t, crisis: x }, 'crisis').alarms <= CRISIS_ALARMS,
    ) ?? 0.999;
  return { ...best.t, crisis };
}

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
        fired: r.reading.signals.fired,
      })),
    ),
  );
}
if (process.argv.includes('--sweep')) {
  for (const phrase of [0.05, 0.2, 0.5, 1])
    for (const c of [0.5, 0.7, 0.8, 0.9, 0.95])
      report(`phrase ${phrase} concern ${c}`, { concern: c, crisis: 1, phrase: Math.min(phrase, c) }, 'concern');
} else {
  const t = choose();
  const dry = process.argv.includes('--dry');
  console.log(`thresholds: concern ${t.concern}, crisis ${t.crisis}, with a phrase ${t.phrase}`);
  report('concern level', t, 'concern');
  report('crisis level', t, 'crisis');
  if (dry) process.exit(0);
  const w = train(encode(dev), DEFAULT_TRAINING);
  const { q, scale } = quantise(w);
  const dir = new URL('../server/modules/safety/model/', import.meta.url);
  writeFileSync(new URL('weights.bin.gz', dir), gzipSync(Buffer.from(q.buffer), { level: 9 }));
  const trainedOn: Record<string, number> = {};
  for (const e of dev) trainedOn[e.set] = (trainedOn[e.set] ?? 0) + 1;
  const meta = { bits: BITS, scale, ...t, trainedOn, seed: DEFAULT_TRAINING.seed, options: DEFAULT_TRAINING };
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
