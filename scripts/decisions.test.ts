import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDecisions } from './decisions.js';

const real = path.join(import.meta.dirname, '..', 'docs', 'decisions');

describe('decision records', () => {
  it('each has a status and a date, and its row in docs/decisions/README.md', () => {
    expect(checkDecisions(real)).toEqual([]);
  });

  describe('the check', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const folder = (files: Record<string, string>) => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'fn-decisions-'));
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
      return dir;
    };
    const header = '| Number | Title | Status | Date |\n|---|---|---|---|\n';

    it('names the lines a record lacks and the exact row to add to the index', () => {
      const problems = checkDecisions(
        folder({
          'README.md': header,
          '0036-one-table-one-owner.md': '# 0036 Each table has one owner\n\n## Context\n',
        }),
      );
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/0036-one-table-one-owner\.md: no status; add the line "Status: Accepted"/);
      expect(problems[1]).toMatch(/0036-one-table-one-owner\.md: no date; add the line "Date: \d{4}-\d{2}-\d{2}"/);
      expect(problems[2]).toMatch(
        /is not in docs\/decisions\/README\.md; add this row to its table, in number order:\n\| \[0036\]\(0036-one-table-one-owner\.md\) \| Each table has one owner \| Accepted \| \d{4}-\d{2}-\d{2} \|$/,
      );
    });

    it('refuses a row that no longer matches its record, and a row without a record', () => {
      const record = '# 0037 Policies\n\nStatus: Accepted\n\nDate: 2026-11-26\n';
      const problems = checkDecisions(
        folder({
          'README.md': `${header}| [0037](0037-policies.md) | Policies | Accepted | 2026-11-25 |\n| [0038](0038-gone.md) | Gone | Accepted | 2026-11-26 |\n`,
          '0037-policies.md': record,
        }),
      );
      expect(problems).toEqual([
        'docs/decisions/README.md: the row of 0037 does not match the record; replace\n| [0037](0037-policies.md) | Policies | Accepted | 2026-11-25 |\nwith\n| [0037](0037-policies.md) | Policies | Accepted | 2026-11-26 |',
        'docs/decisions/README.md lists 0038 (0038-gone.md), which is not a record in docs/decisions/; remove the row or add the record',
      ]);
    });

    it('wants a superseded record to say which record replaced it', () => {
      const problems = checkDecisions(
        folder({
          'README.md': `${header}| [0001](0001-old.md) | Old | Accepted | 2026-11-22 |\n| [0002](0002-new.md) | New | Accepted | 2026-11-23 |\n`,
          '0001-old.md': '# 0001 Old\n\nStatus: Accepted\n\nDate: 2026-11-22\n',
          '0002-new.md': '# 0002 New\n\nStatus: Accepted\n\nDate: 2026-11-23\n\nSupersedes [0001](0001-old.md).\n',
        }),
      );
      expect(problems).toEqual([
        'docs/decisions/0001-old.md: 0002 supersedes it; its status should be "Status: Superseded by [0002](0002-new.md)"',
      ]);
    });
  });
});
