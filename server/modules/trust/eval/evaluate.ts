import path from 'node:path';
import { readLabelledSets } from '../../../platform/labelled-sets.js';
import type { AbuseKind } from '../abuse.js';
import { abuseVerdict } from '../policy.js';
import type { ReaderName } from '../reader.js';
import { DEFAULT_WATCHED_WORDS } from '../watched-defaults.js';
import { compileEntry, matchEntries, type CompiledEntry } from '../watched.js';

/**
 * The measured side of the abuse checks (issue 41): labelled posts and messages in English, Hindi
 * and romanised Hindi, one file per writer, written for this purpose (no real person's words).
 * eval/dev is what the checks were written against; eval/heldout holds sets from writers who never
 * saw the code or the other sets, measured once on code committed before (decision 0073).
 */
export type AbuseLabel = AbuseKind | 'none';
export type Lang = 'en' | 'hi' | 'hi-latn';
export interface AbuseExample {
  text: string;
  label: AbuseLabel;
  lang: Lang;
  where: string;
  set: string;
}

export const ABUSE_KINDS: AbuseKind[] = ['cure_claim', 'money_scam', 'spam', 'contact_harvest'];
export const LANGS: Lang[] = ['en', 'hi', 'hi-latn'];
export const TARGETS = { stopped: 0.9, ordinaryHeld: 0.01 } as const;

/** A set's examples; none when its folder is missing or empty (eval/heldout between rounds). */
export function loadAbuseSet(name: 'dev' | 'heldout'): AbuseExample[] {
  return readLabelledSets<Omit<AbuseExample, 'set'>>(path.join(import.meta.dirname, name));
}

/**
 * Members introducing themselves, as a New member's first post often does: text the policy must never
 * hold (decision 0080: v4's reader alone held the first one at p 0.89). The labelled sets' ordinary
 * text is mostly near-misses (warnings, one's own fundraiser), which a reader learns well; plain
 * introductions are rare in them, so train:abuse keeps the policy's thresholds above these and the
 * trust module's tests hold it to that. Written for this purpose; not a measure.
 */
export const INTRODUCTIONS: readonly string[] = [
  'I am Sunita Verma from Aliganj, breast cancer stage 2',
  'Hello from Lucknow\nI am Sunita Verma from Aliganj, breast cancer stage 2',
  'Introduction\nHello everyone, I am Sunita Verma from Aliganj, breast cancer stage 2',
  'Hi, I am Meera from Kochi, ten years cancer free after surgery and chemo at the regional cancer centre.',
  'Newly diagnosed in Lucknow. I am Sunil from Aliganj, breast cancer stage 2.',
  'Hello everyone, I am Ramesh from Pune, my father has lung cancer stage 3.',
  'I am Anil, 52, oral cancer survivor from Indore',
  'Stage 4 colon cancer, diagnosed last month, Tata Memorial Mumbai.',
  'Mera naam Pooja hai, Patna se hoon, mummy ko ovarian cancer stage 3 hai.',
  'Main Farida, Hyderabad se, thyroid cancer ka ilaj chal raha hai.',
  'मेरा नाम सुनीता है, लखनऊ से हूँ, ब्रेस्ट कैंसर स्टेज 2',
  'नमस्ते, मैं अजय, भोपाल से। पापा को मुँह का कैंसर है, कीमो चल रही है।',
];

const DEFAULTS = DEFAULT_WATCHED_WORDS.flatMap(
  (w, i) => compileEntry({ id: String(i), ...w }) ?? [],
) as CompiledEntry[];

/** Whether the default watched words (decision 0082) hold or block a New member's text; their flags publish it. */
export function defaultWatchedStops(text: string): boolean {
  return matchEntries(DEFAULTS, text, { isNewMember: true }).some((m) => m.action !== 'flag');
}

/** A New member's post as it meets the checks with the default settings: a reader's policy, then the default watched words. */
export function newMemberStops(reader: ReaderName = 'current'): (e: { text: string }) => boolean {
  return (e) => abuseVerdict(e.text, reader).hold || defaultWatchedStops(e.text);
}

export interface AbuseReport {
  cells: { kind: AbuseKind; lang: Lang; stopped: number; total: number }[];
  stopped: number;
  abuse: number;
  held: number;
  ordinary: number;
  misses: AbuseExample[];
  mistakes: AbuseExample[];
  failures: string[];
}

/** What `stops` holds or blocks before anyone sees it, by kind and language, and the ordinary text it stops. */
export function evaluateAbuse(examples: AbuseExample[], stops: (e: AbuseExample) => boolean): AbuseReport {
  const cells = ABUSE_KINDS.flatMap((kind) => LANGS.map((lang) => ({ kind, lang, stopped: 0, total: 0 })));
  const misses: AbuseExample[] = [];
  const mistakes: AbuseExample[] = [];
  let held = 0;
  let ordinary = 0;
  for (const e of examples) {
    const stopped = stops(e);
    if (e.label === 'none') {
      ordinary++;
      if (stopped) {
        held++;
        mistakes.push(e);
      }
      continue;
    }
    const cell = cells.find((c) => c.kind === e.label && c.lang === e.lang)!;
    cell.total++;
    if (stopped) cell.stopped++;
    else misses.push(e);
  }
  const stopped = cells.reduce((a, c) => a + c.stopped, 0);
  const abuse = cells.reduce((a, c) => a + c.total, 0);
  const failures: string[] = [];
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  if (abuse && stopped / abuse < TARGETS.stopped) failures.push(`abuse stopped ${pct(stopped / abuse)} < 90%`);
  if (ordinary && held / ordinary > TARGETS.ordinaryHeld) failures.push(`ordinary held ${pct(held / ordinary)} > 1%`);
  return { cells, stopped, abuse, held, ordinary, misses, mistakes, failures };
}

export function formatAbuseReport(name: string, r: AbuseReport, details: boolean): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
  const lines = [`== ${name} ==`];
  for (const c of r.cells)
    lines.push(
      `    ${c.kind.padEnd(16)} ${c.lang.padEnd(8)} ${`${c.stopped}/${c.total}`.padStart(7)}  ${pct(c.stopped, c.total)}`,
    );
  lines.push(`    abuse stopped ${r.stopped}/${r.abuse} ${pct(r.stopped, r.abuse)}`);
  lines.push(`    ordinary held by mistake ${r.held}/${r.ordinary} ${pct(r.held, r.ordinary)}`);
  lines.push(r.failures.length ? `  targets missed: ${r.failures.join('; ')}` : '  all targets met');
  if (details) {
    for (const m of r.misses) lines.push(`  MISS  ${m.label} [${m.lang}] ${m.text}`);
    for (const m of r.mistakes) lines.push(`  HELD  [${m.lang}] ${m.text}`);
  }
  return lines.join('\n');
}
