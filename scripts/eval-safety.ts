/**
 * `npm run eval:safety`: the risk detector measured on each held-out set apart (writers who never
 * saw the code, server/modules/safety/eval/heldout), then the weakest figure of each kind x language
 * and level across them, then the development sets (in-sample: the model was trained on them, so
 * they say little). Exits 1 when any held-out set misses a target. `--details` lists every miss and
 * false alarm of the held-out sets.
 */
import { assessRisk } from '../server/modules/safety/index.js';
import { evaluate, formatReport, formatWeakest, loadSet, weakest } from '../server/modules/safety/eval/evaluate.js';

const details = process.argv.includes('--details');
const heldout = loadSet('heldout');
const sets = [...new Set(heldout.map((e) => e.set))];
const reports = sets.map((set) => {
  const report = evaluate(
    heldout.filter((e) => e.set === set),
    assessRisk,
  );
  console.log(formatReport(`held-out set ${set}`, report, details));
  console.log();
  return report;
});
if (reports.length > 0) console.log(formatWeakest(weakest(reports)) + '\n');
const dev = evaluate(loadSet('dev'), assessRisk);
console.log(formatReport('dev (in-sample: trained on)', dev, false));
const failed = reports.flatMap((r, i) => r.failures.map((f) => `${sets[i]}: ${f}`));
if (failed.length > 0) {
  console.error(`\nThe held-out sets miss their targets: ${failed.join('; ')}`);
  process.exit(1);
}
