import path from 'node:path';
import { readLabelledSets } from '../../../platform/labelled-sets.js';
import type { RiskKind } from '../detect.js';
import type { RiskAssessment, RiskLevel } from '../assess.js';

/**
 * The measured side of the risk detector (decision 0058): labelled messages (written for this
 * purpose by commissioned writers, never a real person's words) in English, Hindi in Devanagari and
 * romanised Hindi, one file per writer. eval/dev is what the model is trained on and the thresholds
 * chosen from; eval/heldout holds sets written by writers who never saw the code, the phrases or the
 * other sets, each measured once on frozen code (the protocol is in the decision) and folded into
 * dev only when newer sets replace them.
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

/** Concern level: recall overall and in every kind x language, false alarms. Crisis: false alarms. */
export const TARGETS = {
  overallRecall: 0.95,
  cellRecall: 0.9,
  falseAlarmRate: 0.05,
  crisisFalseAlarmRate: 0.02,
} as const;

export const KINDS: RiskKind[] = ['self_harm', 'medical_emergency'];
export const LANGS: Lang[] = ['en', 'hi', 'hi-latn'];

/** Every writer's set in eval/dev or eval/heldout, each message marked with its set. */
export function loadSet(name: 'dev' | 'heldout'): Example[] {
  return readLabelledSets<Omit<Example, 'set'>>(path.join(import.meta.dirname, name));
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
  level?: RiskLevel;
}

export interface LevelFigures {
  cells: Cell[];
  recall: number;
  riskTotal: number;
  falseAlarms: number;
  noneTotal: number;
  falseAlarmRate: number;
}

export interface Report {
  /** A risk message is found at the concern level when flagged as its own kind at either level. */
  concern: LevelFigures;
  /** ... and at the crisis level when flagged as its own kind at the crisis level. */
  crisis: LevelFigures;
  /** Risk messages not flagged at either level, or flagged as the other kind. */
  misses: Mistake[];
  /** Ordinary messages flagged (with the level they were flagged at). */
  alarms: Mistake[];
  /** Which targets the figures miss, in words; empty when all are met. */
  failures: string[];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function figures(rows: { ex: Example; got: RiskAssessment | null }[], level: RiskLevel): LevelFigures {
  const counts = new Map<string, { found: number; total: number }>();
  let found = 0;
  let riskTotal = 0;
  let noneTotal = 0;
  let falseAlarms = 0;
  for (const { ex, got } of rows) {
    const flagged = got !== null && (level === 'concern' || got.level === 'crisis');
    if (ex.label === 'none') {
      noneTotal++;
      if (flagged) falseAlarms++;
      continue;
    }
    riskTotal++;
    const key = `${ex.label}|${ex.lang}`;
    const c = counts.get(key) ?? { found: 0, total: 0 };
    c.total++;
    if (flagged && got.kind === ex.label) {
      c.found++;
      found++;
    }
    counts.set(key, c);
  }
  const cells: Cell[] = [];
  for (const kind of KINDS)
    for (const lang of LANGS) {
      const c = counts.get(`${kind}|${lang}`) ?? { found: 0, total: 0 };
      cells.push({ kind, lang, ...c, recall: c.total ? c.found / c.total : 1 });
    }
  return {
    cells,
    recall: riskTotal ? found / riskTotal : 1,
    riskTotal,
    falseAlarms,
    noneTotal,
    falseAlarmRate: noneTotal ? falseAlarms / noneTotal : 0,
  };
}

export function evaluate(examples: Example[], assess: (text: string) => RiskAssessment | null): Report {
  const rows = examples.map((ex) => ({ ex, got: assess(ex.text) }));
  const concern = figures(rows, 'concern');
  const crisis = figures(rows, 'crisis');
  const misses: Mistake[] = [];
  const alarms: Mistake[] = [];
  for (const { ex, got } of rows) {
    const kind: Label = got?.kind ?? 'none';
    if (ex.label === 'none' && got)
      alarms.push({ text: ex.text, lang: ex.lang, expected: 'none', got: kind, level: got.level });
    if (ex.label !== 'none' && kind !== ex.label)
      misses.push({ text: ex.text, lang: ex.lang, expected: ex.label, got: kind });
  }
  const failures: string[] = [];
  if (concern.recall < TARGETS.overallRecall)
    failures.push(`overall recall ${pct(concern.recall)} < ${pct(TARGETS.overallRecall)}`);
  for (const c of concern.cells)
    if (c.total && c.recall < TARGETS.cellRecall)
      failures.push(`${c.kind} ${c.lang} recall ${pct(c.recall)} < ${pct(TARGETS.cellRecall)}`);
  if (concern.falseAlarmRate > TARGETS.falseAlarmRate)
    failures.push(`false alarms ${pct(concern.falseAlarmRate)} > ${pct(TARGETS.falseAlarmRate)}`);
  if (crisis.falseAlarmRate > TARGETS.crisisFalseAlarmRate)
    failures.push(`crisis false alarms ${pct(crisis.falseAlarmRate)} > ${pct(TARGETS.crisisFalseAlarmRate)}`);
  return { concern, crisis, misses, alarms, failures };
}

function levelLines(name: string, f: LevelFigures): string[] {
  const lines = [`  ${name}:`];
  for (const c of f.cells)
    lines.push(
      `    ${c.kind.padEnd(18)} ${c.lang.padEnd(8)} ${String(c.found).padStart(3)}/${String(c.total).padEnd(3)} ${pct(c.recall)}`,
    );
  lines.push(`    recall ${Math.round(f.recall * f.riskTotal)}/${f.riskTotal} ${pct(f.recall)}`);
  lines.push(`    false alarms ${f.falseAlarms}/${f.noneTotal} ${pct(f.falseAlarmRate)}`);
  return lines;
}

/** The report as text: figures of both levels, then (with `details`) every miss and false alarm. */
export function formatReport(name: string, r: Report, details = true): string {
  const lines = [`== ${name} ==`, ...levelLines('concern level', r.concern), ...levelLines('crisis level', r.crisis)];
  if (details) {
    for (const m of r.misses) lines.push(`  MISS   [${m.lang}] expected ${m.expected}, got ${m.got}: ${m.text}`);
    for (const m of r.alarms) lines.push(`  ALARM  [${m.lang}] ${m.level} ${m.got}: ${m.text}`);
  }
  lines.push(r.failures.length ? `  targets missed: ${r.failures.join('; ')}` : '  all targets met');
  return lines.join('\n');
}

/** The weakest figure of each kind, language and level across several reports (the held-out sets). */
export function weakest(reports: Report[]): { concern: LevelFigures; crisis: LevelFigures } {
  const worst = (pick: (r: Report) => LevelFigures): LevelFigures => {
    const all = reports.map(pick);
    const cells = all[0]!.cells.map((c, i) =>
      all.map((f) => f.cells[i]!).reduce((a, b) => (b.recall < a.recall ? b : a), c),
    );
    const byRecall = all.reduce((a, b) => (b.recall < a.recall ? b : a));
    const byAlarms = all.reduce((a, b) => (b.falseAlarmRate > a.falseAlarmRate ? b : a));
    return {
      cells,
      recall: byRecall.recall,
      riskTotal: byRecall.riskTotal,
      falseAlarms: byAlarms.falseAlarms,
      noneTotal: byAlarms.noneTotal,
      falseAlarmRate: byAlarms.falseAlarmRate,
    };
  };
  return { concern: worst((r) => r.concern), crisis: worst((r) => r.crisis) };
}

export const formatWeakest = (w: ReturnType<typeof weakest>) =>
  [
    '== the weakest held-out set, figure by figure ==',
    ...levelLines('concern level', w.concern),
    ...levelLines('crisis level', w.crisis),
  ].join('\n');
