// Decision records (docs/decisions/NNNN-*.md): each carries a "Status:" and a "Date:" line under its
// title and has a row in docs/decisions/README.md. `npx tsx scripts/decisions.ts` prints what is
// missing, in the words to add; scripts/decisions.test.ts fails on the same.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  status?: string;
  date?: string;
}

/** Accepted, or Superseded by a later record (a link to it), with any note after it. */
const STATUS = /^(Accepted|Superseded by \[\d{4}\]\(\d{4}-[^)]+\.md\))(?![\w-])/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readRecords(dir: string): DecisionRecord[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort()
    .map((file) => {
      const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
      const title = (lines[0] ?? '').replace(/^#\s*\d{4}:?\s*/, '').trim();
      const field = (name: string) =>
        lines
          .find((l) => l.startsWith(`${name}: `))
          ?.slice(name.length + 2)
          .trim();
      return { file, number: file.slice(0, 4), title, status: field('Status'), date: field('Date') };
    });
}

/** The record's row in the index. */
export function indexRow(r: DecisionRecord): string {
  return `| [${r.number}](${r.file}) | ${r.title} | ${r.status ?? 'Accepted'} | ${r.date ?? '?'} |`;
}

/** The day the record was first committed, or today for a record not committed yet. */
function addedOn(dir: string, file: string): string {
  try {
    const out = execFileSync('git', ['log', '--diff-filter=A', '--format=%as', '--', file], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const first = out.trim().split('\n').at(-1);
    if (first && DATE.test(first)) return first;
  } catch {
    // not a git checkout
  }
  return new Date().toISOString().slice(0, 10);
}

/** Every problem, each saying exactly what to add or change; empty when the records and the index agree. */
export function checkDecisions(dir: string): string[] {
  const problems: string[] = [];
  const where = (file: string) => path.join('docs/decisions', file);
  const records = readRecords(dir);
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8').split('\n');
  for (const r of records) {
    if (!r.status)
      problems.push(
        `${where(r.file)}: no status; add the line "Status: Accepted" (or "Status: Superseded by [NNNN](NNNN-….md)") under the title`,
      );
    else if (!STATUS.test(r.status))
      problems.push(
        `${where(r.file)}: "Status: ${r.status}" should begin "Accepted" or "Superseded by [NNNN](NNNN-….md)"`,
      );
    if (!r.date)
      problems.push(
        `${where(r.file)}: no date; add the line "Date: ${addedOn(dir, r.file)}" under the status (the day the record was first committed)`,
      );
    else if (!DATE.test(r.date)) problems.push(`${where(r.file)}: "Date: ${r.date}" should be a day, YYYY-MM-DD`);
    const row = indexRow({ ...r, date: r.date ?? addedOn(dir, r.file) });
    const listed = index.find((l) => l.startsWith(`| [${r.number}](`));
    if (!listed)
      problems.push(
        `${where(r.file)} is not in docs/decisions/README.md; add this row to its table, in number order:\n${row}`,
      );
    else if (listed.trim() !== row)
      problems.push(
        `docs/decisions/README.md: the row of ${r.number} does not match the record; replace\n${listed.trim()}\nwith\n${row}`,
      );
  }
  const files = new Set(records.map((r) => r.file));
  for (const line of index) {
    const m = line.match(/^\| \[(\d{4})\]\(([^)]+)\)/);
    if (m && !files.has(m[2]!))
      problems.push(
        `docs/decisions/README.md lists ${m[1]} (${m[2]}), which is not a record in docs/decisions/; remove the row or add the record`,
      );
  }
  // A record that a later one supersedes says so in its status.
  for (const r of records) {
    const text = readFileSync(path.join(dir, r.file), 'utf8');
    for (const m of text.matchAll(/^Supersedes \[(\d{4})\]/gm)) {
      const old = records.find((o) => o.number === m[1]);
      if (old && !old.status?.startsWith(`Superseded by [${r.number}]`)) {
        problems.push(
          `${where(old.file)}: ${r.number} supersedes it; its status should be "Status: Superseded by [${r.number}](${r.file})"`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const problems = checkDecisions(path.join(import.meta.dirname, '..', 'docs', 'decisions'));
  for (const p of problems) console.log(`✘ ${p}`);
  if (problems.length === 0)
    console.log('Every decision record has a status, a date and its row in docs/decisions/README.md.');
  process.exit(problems.length ? 1 : 0);
}
