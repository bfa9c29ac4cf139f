/**
 * `npm run train:abuse`: trains the abuse reader (server/modules/trust/reader.ts) on every
 * development set in server/modules/trust/eval/dev, chooses its threshold on leave-one-writer-out
 * scores (each writer scored by a reader that never saw them) for at most 0.75% of ordinary text
 * stopped, and writes model/weights.bin.gz and model/model.json. The same data always gives the
 * same files. Prints the leave-one-writer-out figures.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadAbuseSet } from '../server/modules/trust/eval/evaluate.js';
import { abuseProbability, BITS, featuresOf, trainReader } from '../server/modules/trust/reader.js';

const BUDGET = 0.0075;
const dev = loadAbuseSet('dev');
const data = dev.map((e) => ({ set: e.set, features: featuresOf(e.text), y: (e.label === 'none' ? 0 : 1) as 0 | 1 }));
const sets = [...new Set(dev.map((e) => e.set))];
const scored: { set: string; y: number; p: number }[] = [];
for (const held of sets) {
  const w = trainReader(data.filter((d) => d.set !== held));
  for (const d of data) if (d.set === held) scored.push({ set: held, y: d.y, p: abuseProbability(w, d.features) });
}
const ordinary = scored
  .filter((s) => s.y === 0)
  .map((s) => s.p)
  .sort((a, b) => b - a);
const threshold = Math.min(0.999, ordinary[Math.floor(BUDGET * ordinary.length)]! + 1e-6);
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
const abuse = scored.filter((s) => s.y === 1);
console.log(
  `leave-one-writer-out at ${threshold.toFixed(3)}: abuse stopped ${pct(abuse.filter((s) => s.p >= threshold).length, abuse.length)}, ordinary held ${pct(ordinary.filter((p) => p >= threshold).length, ordinary.length)}`,
);
for (const set of sets) {
  const rows = scored.filter((s) => s.set === set);
  const a = rows.filter((s) => s.y === 1);
  const n = rows.filter((s) => s.y === 0);
  console.log(
    `  ${set}: ${pct(a.filter((s) => s.p >= threshold).length, a.length)} / ${pct(n.filter((s) => s.p >= threshold).length, n.length)}`,
  );
}
const w = trainReader(data);
let max = 0;
for (const v of w) max = Math.max(max, Math.abs(v));
const scale = max / 127 || 1;
const q = new Int8Array(w.length);
for (let i = 0; i < w.length; i++) q[i] = Math.round(w[i]! / scale);
const dir = new URL('../server/modules/trust/model/', import.meta.url);
writeFileSync(new URL('weights.bin.gz', dir), gzipSync(Buffer.from(q.buffer), { level: 9 }));
const trainedOn: Record<string, number> = {};
for (const e of dev) trainedOn[e.set] = (trainedOn[e.set] ?? 0) + 1;
writeFileSync(new URL('model.json', dir), JSON.stringify({ bits: BITS, scale, threshold, trainedOn }, null, 2) + '\n');
console.log(`trained on ${dev.length} messages`);
