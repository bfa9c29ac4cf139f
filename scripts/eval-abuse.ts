/**
 * `npm run eval:abuse`: the abuse checks (server/modules/trust/reader.ts weighing the signals of
 * abuse.ts) measured on each held-out
 * set apart (writers who never saw the code or the other sets, server/modules/trust/eval/heldout),
 * then on the development sets the checks were written against. A message counts as stopped when
 * the reader's probability reaches its threshold: with the default settings a post, reply, story, event, group or
 * profile is then held or blocked before anyone else sees it, and a private message carries a
 * warning to its recipient (decision 0075). Exits 1 when a held-out set misses a target (90% of abuse
 * stopped, at most 1% of ordinary text held). `--details` lists every miss and every mistake.
 */
import { readAbuse } from '../server/modules/trust/abuse.js';
import { evaluateAbuse, formatAbuseReport, loadAbuseSet } from '../server/modules/trust/eval/evaluate.js';
import { judgeAbuse } from '../server/modules/trust/reader.js';

const details = process.argv.includes('--details');
/** `--rules`: the rules of abuse.ts alone (round 1) instead of the reader that weighs them (round 2). */
const rulesOnly = process.argv.includes('--rules');
const stops = rulesOnly
  ? (e: { text: string }) => readAbuse(e.text).kinds.length > 0
  : (e: { text: string }) => judgeAbuse(e.text).stop;
const heldout = loadAbuseSet('heldout');
const sets = [...new Set(heldout.map((e) => e.set))];
const failed: string[] = [];
for (const set of sets) {
  const report = evaluateAbuse(
    heldout.filter((e) => e.set === set),
    stops,
  );
  console.log(formatAbuseReport(`held-out set ${set}`, report, details) + '\n');
  failed.push(...report.failures.map((f) => `${set}: ${f}`));
}
console.log(
  formatAbuseReport('dev (the checks were written against these)', evaluateAbuse(loadAbuseSet('dev'), stops), false),
);
if (failed.length > 0) {
  console.error(`\nThe held-out sets miss their targets: ${failed.join('; ')}`);
  process.exit(1);
}
