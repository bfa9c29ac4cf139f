/**
 * `npm run eval:abuse`: the abuse checks measured on each held-out set apart (writers who never saw
 * the code or the other sets, server/modules/trust/eval/heldout), then on the development sets.
 *
 * The headline is what a New member's post, reply or story meets with the default settings (decision
 * 0075, round 5): the policy of policy.ts (the reader, sure with an element of a harm the rules see
 * or with a whole harm they name), then the default watched words that hold or block (decision 0082). A text counts as
 * stopped when it is held or blocked before anyone else sees it. Beside it, the reader alone at its
 * own threshold (what round 4 measured, and what warns of a stranger's request). Exits 1 when a
 * held-out set misses a target (90% of abuse stopped, at most 1% of ordinary text held).
 *   --details    every miss and every mistake of the policy
 *   --reader=v4  the reader kept in model/v4/ with its policy (reader and rules agree, decision 0080)
 *   --reader=v5  the reader kept in model/v5/ with its policy (round 5, decision 0075); v6 likewise (round 6)
 *   --rules      the rules of abuse.ts alone (round 1) as the headline
 */
import { readAbuse } from '../server/modules/trust/abuse.js';
import {
  evaluateAbuse,
  formatAbuseReport,
  loadAbuseSet,
  newMemberStops,
  type AbuseExample,
  type AbuseReport,
} from '../server/modules/trust/eval/evaluate.js';
import { judgeAbuse, loadReader, type ReaderName } from '../server/modules/trust/reader.js';
import { policyOf } from '../server/modules/trust/policy.js';

const details = process.argv.includes('--details');
const rulesOnly = process.argv.includes('--rules');
const named = process.argv.find((a) => a.startsWith('--reader='))?.slice('--reader='.length);
const reader: ReaderName = named === 'v4' || named === 'v5' || named === 'v6' ? named : 'current';
const policy = rulesOnly ? (e: { text: string }) => readAbuse(e.text).kinds.length > 0 : newMemberStops(reader);
const alone = (e: { text: string }) => judgeAbuse(e.text, reader).stop;
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');

function describePolicy(): string {
  if (rulesOnly) return 'the rules of abuse.ts alone (round 1)';
  const { meta } = loadReader(reader);
  const t = policyOf(meta);
  const high = t.high <= 1 ? `p >= ${t.high.toFixed(3)} and the rules see an element of a harm, or ` : '';
  return `reader ${reader === 'current' ? 'in model/' : reader}: held when ${high}p >= ${t.base.toFixed(3)} and the rules name a harm; or a default watched word holds or blocks`;
}

/** "abuse stopped 160/180 88.9%, ordinary held 1/120 0.8%; weakest kind x language ..." */
function summary(r: AbuseReport): string {
  const weakest = r.cells.filter((c) => c.total > 0).sort((a, b) => a.stopped / a.total - b.stopped / b.total)[0];
  const cell = weakest ? `; weakest ${weakest.kind} ${weakest.lang} ${pct(weakest.stopped, weakest.total)}` : '';
  return `abuse stopped ${r.stopped}/${r.abuse} ${pct(r.stopped, r.abuse)}, ordinary held ${r.held}/${r.ordinary} ${pct(r.held, r.ordinary)}${cell}`;
}

function measureHeldOut(heldout: AbuseExample[]): string[] {
  const failed: string[] = [];
  const sets = [...new Set(heldout.map((e) => e.set))];
  for (const set of sets) {
    const examples = heldout.filter((e) => e.set === set);
    const report = evaluateAbuse(examples, policy);
    console.log(formatAbuseReport(`held-out set ${set}: a New member's post`, report, details));
    console.log(`  the reader alone: ${summary(evaluateAbuse(examples, alone))}\n`);
    failed.push(...report.failures.map((f) => `${set}: ${f}`));
  }
  console.log(`held-out sets together: a New member's post ${summary(evaluateAbuse(heldout, policy))}`);
  console.log(`  the reader alone: ${summary(evaluateAbuse(heldout, alone))}\n`);
  return failed;
}

console.log(`Policy: ${describePolicy()}\n`);
const heldout = loadAbuseSet('heldout');
if (heldout.length === 0)
  console.log(
    'No held-out set: eval/heldout is empty until the next writers (f1-f3, decision 0075 round 5) are added.\n',
  );
const failed = heldout.length > 0 ? measureHeldOut(heldout) : [];
const dev = loadAbuseSet('dev');
console.log(
  formatAbuseReport(
    "dev (the development sets, which the reader in use learnt from): a New member's post",
    evaluateAbuse(dev, policy),
    false,
  ),
);
console.log(`  the reader alone: ${summary(evaluateAbuse(dev, alone))}`);
if (failed.length > 0) {
  console.error(`\nThe held-out sets miss their targets: ${failed.join('; ')}`);
  process.exit(1);
}
