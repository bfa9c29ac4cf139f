/**
 * `npm run bench:abuse`: how long the abuse checks (reader.ts judgeAbuse, which reads abuse.ts's signals) add to
 * creating a post (issue 41: at most 2 ms p99), with the shipped watched words (decision 0082) read
 * beside them as the guard reads them for a New member (every entry). Measured on every labelled message of the abuse
 * sets (posts, replies, messages as members and spammers write them) and on posts of 2,000 and
 * 10,000 characters built from them, each read many times after a warm-up. Writes `abuse:check` to
 * bench/results/latest.json. abuse.ts remembers the last text it read (a write's checks read one text
 * several times), so no list has the same text twice in a row: every check reads its text afresh.
 */
import { judgeAbuse } from '../server/modules/trust/reader.js';
import { DEFAULT_WATCHED_WORDS } from '../server/modules/trust/watched-defaults.js';
import { compileEntry, matchEntries, type CompiledEntry } from '../server/modules/trust/watched.js';
import { loadAbuseSet } from '../server/modules/trust/eval/evaluate.js';
import { writeLatest } from './lib.js';

const texts = loadAbuseSet('dev').map((e) => e.text);
function post(chars: number): string {
  let text = '';
  for (let i = 0; text.length < chars; i++) text += texts[(i * 37) % texts.length] + '\n';
  return text.slice(0, chars);
}

const watched = DEFAULT_WATCHED_WORDS.map((e, i) => compileEntry({ id: String(i), ...e })).filter(
  (e): e is CompiledEntry => e !== undefined,
);
/** What a write's checks do with the text: the abuse checks, then the watched words. */
const check = (t: string) => {
  judgeAbuse(t);
  matchEntries(watched, t, { isNewMember: true });
};

function measure(list: string[], rounds: number) {
  for (const t of list) check(t);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const t of list) {
      const start = performance.now();
      check(t);
      times.push(performance.now() - start);
    }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { p50Ms: at(0.5), p99Ms: at(0.99), checks: times.length };
}

const messages = measure(texts, 5);
const long = measure([post(2_000), post(2_000).split('').reverse().join('')], 500);
const longest = measure([post(10_000), post(10_000).split('').reverse().join('')], 150);
const result = { messages, posts2000: long, posts10000: longest };
console.log('abuse:check', result);
const met = messages.p99Ms <= 2 && long.p99Ms <= 2;
writeLatest(
  { 'abuse:check': result },
  {},
  { 'abuse:check': { p99Ms: 2, met, measuredOn: 'messages and 2,000-character posts' } },
);
console.log(met ? 'target met' : 'target missed');
process.exitCode = met ? 0 : 1;
