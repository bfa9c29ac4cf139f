/**
 * `npm run eval:forti`: Forti's library citations measured on the question set
 * (server/modules/companion/eval/questions.json), offline and with the local stand-in provider.
 * Prints citation precision and the share of questions with a right item cited, and every miss;
 * exits 1 when a figure misses its target.
 */
import {
  evaluate,
  formatReport,
  loadQuestions,
  offlineProvider,
  standInProvider,
  startStandIn,
} from '../server/modules/companion/eval/evaluate.js';
import { libraryApp } from '../server/modules/companion/eval/library-app.js';

const t = await libraryApp();
const standIn = await startStandIn();
try {
  const questions = loadQuestions();
  const search = t.app.platform.search;
  const offline = await evaluate('offline', questions, search, offlineProvider());
  const online = await evaluate('stand-in provider', questions, search, standInProvider(standIn.url));
  console.log(formatReport(offline));
  console.log();
  console.log(formatReport(online));
  const failures = [...offline.failures, ...online.failures];
  if (failures.length > 0) {
    console.error(`\nForti's citations miss their targets: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await standIn.close();
  await t.close();
}
