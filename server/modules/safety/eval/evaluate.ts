import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RiskKind } from '../detect.js';

/**
 * The measured side of the risk detector: labelled messages (written for this purpose, never a
 * real person's words) in English, Hindi in Devanagari and romanised Hindi, and the figures the
 * detector must reach on them. dev.jsonl is what phrases are written from; heldout.jsonl is only
 * measured, never tuned on.
 */
export type Label = RiskKind | 'none';
export type Lang = 'en' | 'hi' | 'hi-latn';
export interface Example {
  text: string;
  label: Label;
  lang: Lang;
  note?: string;
  /** The writer's set it comes from (its file's name in eval/dev or eval/heldout). */
  set: string;
}

export const TARGETS = { overallRecall: 0.95, cellRecall: 0.9, falseAlarmRate: 0.05 } as const;

export const KINDS: RiskKind[] = ['self_harm', 'medical_emergency'];
export const LANGS: Lang[] = ['en', 'hi', 'hi-latn'];

/** Every writer's set in eval/dev or eval/heldout, each message marked with its set. */
export function loadSet(name: 'dev' | 'heldout'): Example[] {
  const dir = path.join(import.meta.dirname, name);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => ({ ...(JSON.parse(line) as Omit<Example, 'set'>), set: f.replace(/\.jsonl$/, '') })),
    );
}

export interface Cell {
  kind: RiskKind;
  lang: Lang;
  found: number;
  total: number;
  recall: number;
}

export interface Mistake {
  text: string;
  lang: Lang;
  expected: Label;
  got: Label;
}

export interface Report {
  cells: Cell[];
  recall: number;
  riskTotal: number;
  falseAlarms: number;
  noneTotal: number;
  falseAlarmRate: number;
  /** Risk messages not flagged, or flagged as the other kind. */
  misses: Mistake[];
  /** Ordinary messages flagged. */
  alarms: Mistake[];
  /** Which targets the figures miss, in words; empty when all are met. */
  failures: string[];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** A risk message counts as found only when flagged as its own kind. */
export function evaluate(examples: Example[], detect: (text: string) => RiskKind | null): Report {
  const misses: Mistake[] = [];
  const alarms: Mistake[] = [];
  const counts = new Map<string, { found: number; total: number }>();
  let found = 0;
  let riskTotal = 0;
  let noneTotal = 0;
  for (const ex of examples) {
    const got: Label = detect(ex.text) ?? 'none';
    if (ex.label === 'none') {
      noneTotal++;
      if (got !== 'none') alarms.push({ text: ex.text, lang: ex.lang, expected: 'none', got });
      continue;
    }
    riskTotal++;
    const key = `${ex.label}|${ex.lang}`;
    const c = counts.get(key) ?? { found: 0, total: 0 };
    c.total++;
    if (got === ex.label) {
      c.found++;
      found++;
    } else misses.push({ text: ex.text, lang: ex.lang, expected: ex.label, got });
    counts.set(key, c);
  }
  const cells: Cell[] = [];
  for (const kind of KINDS)
    for (const lang of LANGS) {
      const c = counts.get(`${kind}|${lang}`) ?? { found: 0, total: 0 };
      cells.push({ kind, lang, ...c, recall: c.total ? c.found / c.total : 1 });
    }
  const recall = riskTotal ? found / riskTotal : 1;
  const falseAlarmRate = noneTotal ? alarms.length / noneTotal : 0;
  const failures: string[] = [];
  if (recall < TARGETS.overallRecall) failures.push(`overall recall ${pct(recall)} < ${pct(TARGETS.overallRecall)}`);
  for (const c of cells)
    if (c.total && c.recall < TARGETS.cellRecall)
      failures.push(`${c.kind} ${c.lang} recall ${pct(c.recall)} < ${pct(TARGETS.cellRecall)}`);
  if (falseAlarmRate > TARGETS.falseAlarmRate)
    failures.push(`false alarms ${pct(falseAlarmRate)} > ${pct(TARGETS.falseAlarmRate)}`);
  return { cells, recall, riskTotal, falseAlarms: alarms.length, noneTotal, falseAlarmRate, misses, alarms, failures };
}

/** The report as text: figures first, then every miss and false alarm. */
export function formatReport(name: string, r: Report): string {
  const lines = [`== ${name} ==`];
  for (const c of r.cells)
    lines.push(
      `  ${c.kind.padEnd(18)} ${c.lang.padEnd(8)} ${String(c.found).padStart(3)}/${String(c.total).padEnd(3)} ${pct(c.recall)}`,
    );
  lines.push(`  overall recall ${Math.round(r.recall * r.riskTotal)}/${r.riskTotal} ${pct(r.recall)}`);
  lines.push(`  false alarms   ${r.falseAlarms}/${r.noneTotal} ${pct(r.falseAlarmRate)}`);
  for (const m of r.misses) lines.push(`  MISS   [${m.lang}] expected ${m.expected}, got ${m.got}: ${m.text}`);
  for (const m of r.alarms) lines.push(`  ALARM  [${m.lang}] expected none, got ${m.got}: ${m.text}`);
  lines.push(r.failures.length ? `  targets missed: ${r.failures.join('; ')}` : '  all targets met');
  return lines.join('\n');
}
