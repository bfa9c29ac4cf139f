/**
 * `npm run eval:forti`: Forti's library citations measured on the held-out and the dev question
 * sets (server/modules/companion/eval), offline and with the local stand-in provider. Prints
 * citation precision, the share of questions with a right item cited (by language and by the
 * domain of the expected items), every miss, and the rough retrieval time a question; exits 1 when
 * a held-out figure misses its target. While the held-out questions are all in dev (folded in, a new
 * set awaited) only dev is measured. `--dev-only` measures the dev set alone (for tuning);
 * `--verbose` also prints what was retrieved for each miss.
 */
import {
  evaluate,
  formatReport,
  heldOutFoldedIntoDev,
  loadQuestions,
  offlineProvider,
  standInProvider,
  startStandIn,
  type SetName,
} from '../server/modules/companion/eval/evaluate.js';
import { libraryApp } from '../server/modules/companion/eval/library-app.js';

const verbose = process.argv.includes('--verbose');
const folded = heldOutFoldedIntoDev(loadQuestions('heldout'), loadQuestions('dev'));
if (folded && !process.argv.includes('--dev-only'))
  console.log(
    'heldout.jsonl: its questions are all in dev (folded in to be studied); no held-out measure until a new set replaces it\n',
  );
const sets: SetName[] = process.argv.includes('--dev-only') || folded ? ['dev'] : ['heldout', 'dev'];
const t = await libraryApp();
const standIn = await startStandIn();
try {
  const search = t.app.platform.search;
  const failures: string[] = [];
  for (const set of sets) {
    const questions = loadQuestions(set);
    const offline = await evaluate('offline', questions, search, offlineProvider());
    const online = await evaluate('stand-in provider', questions, search, standInProvider(standIn.url));
    const name = set === 'heldout' ? 'held-out' : 'dev';
    console.log(formatReport(name, offline, { verbose }));
    console.log();
    console.log(formatReport(name, online, { verbose }));
    console.log();
    if (set === 'heldout') failures.push(...offline.failures, ...online.failures);
  }
  if (failures.length > 0) {
    console.error(`Forti's citations miss their targets on the held-out questions: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await standIn.close();
  await t.close();
}
