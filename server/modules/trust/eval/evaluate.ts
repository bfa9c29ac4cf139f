import path from 'node:path';
import { readLabelledSets } from '../../../platform/labelled-sets.js';
import type { AbuseKind } from '../abuse.js';

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

export function loadAbuseSet(name: 'dev' | 'heldout'): AbuseExample[] {
  return readLabelledSets<Omit<AbuseExample, 'set'>>(path.join(import.meta.dirname, name));
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
