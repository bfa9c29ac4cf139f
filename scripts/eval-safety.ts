/**
 * `npm run eval:safety`: the risk detector measured on the held-out and the dev sets
 * (server/modules/safety/eval). Prints recall for each kind and language, overall recall, the
 * false-alarm rate and every miss and false alarm; exits 1 when the held-out figures miss a target.
 */
import { detectRisk } from '../server/modules/safety/index.js';
import { evaluate, formatReport, loadSet } from '../server/modules/safety/eval/evaluate.js';

const heldout = evaluate(loadSet('heldout'), detectRisk);
const dev = evaluate(loadSet('dev'), detectRisk);
console.log(formatReport('held-out', heldout));
console.log();
console.log(formatReport('dev', dev));
if (heldout.failures.length > 0) {
  console.error(`\nThe held-out set misses its targets: ${heldout.failures.join('; ')}`);
  process.exit(1);
}
