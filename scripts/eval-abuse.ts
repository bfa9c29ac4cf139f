/**
 * `npm run eval:abuse`: the abuse checks (server/modules/trust/abuse.ts) measured on each held-out
 * set apart (writers who never saw the code or the other sets, server/modules/trust/eval/heldout),
 * then on the development sets the checks were written against. A message counts as stopped when
 * the checks find any harm in it: with the default settings a post, reply, story, event, group or
 * profile is then held or blocked before anyone else sees it, and a private message carries a
 * warning to its recipient (decision 0075). Exits 1 when a held-out set misses a target (90% of abuse
 * stopped, at most 1% of ordinary text held). `--details` lists every miss and every mistake.
 */
import { readAbuse } from '../server/modules/trust/abuse.js';
import { evaluateAbuse, formatAbuseReport, loadAbuseSet } from '../server/modules/trust/eval/evaluate.js';

const details = process.argv.includes('--details');
const stops = (e: { text: string }) => readAbuse(e.text).kinds.length > 0;
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
