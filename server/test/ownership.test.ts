import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { platformReadsOfAccounts, platformSchema, schemaOwners } from '../../eslint.config.js';

/**
 * Every table has exactly one owner, derived from the folders (issue 40, decision 0036): the lint
 * refuses a module's import of another module's schema file, and this file refuses what no import
 * rule sees, SQL text that names another owner's table.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const schemaDir = path.join(root, 'server/db/schema');
const schemaFiles = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => f.replace(/\.ts$/, ''));
const moduleDirs = readdirSync(path.join(root, 'server/modules')).filter((n) =>
  statSync(path.join(root, 'server/modules', n)).isDirectory(),
);
const owners: Record<string, string[]> = { ...schemaOwners, platform: platformSchema };

/** The owner of each table name, from the schema files' pgTable('name', ...) calls. */
const tableOwner = new Map<string, string>();
for (const file of schemaFiles) {
  const owner = Object.entries(owners).find(([, files]) => files.includes(file))?.[0];
  const text = readFileSync(path.join(schemaDir, `${file}.ts`), 'utf8');
  for (const m of text.matchAll(/pgTable\(\s*'([a-z_0-9]+)'/g)) if (owner) tableOwner.set(m[1]!, owner);
}

/** Tables another owner's SQL text names, as "file:line table (owner)". Text inside ${...} and '...' is not SQL words. */
export function foreignTablesInSql(files: { rel: string; text: string }[]): string[] {
  return files.flatMap(({ rel, text }) => {
    const owner = rel.startsWith('server/platform/') ? 'platform' : rel.split('/')[2]!;
    if (platformReadsOfAccounts.includes(rel)) return [];
    const found: string[] = [];
    for (const m of text.matchAll(/(?:sql(?:<[^>]*>)?|raw\(|execute\(|query\()\s*[`'"]([^`]*?)[`'"]/g)) {
      const words = m[1]!.replace(/\$\{[^}]*\}/g, ' ').replace(/'[^']*'/g, ' ');
      const line = text.slice(0, m.index).split('\n').length;
      for (const w of words.matchAll(/\b([a-z][a-z_0-9]*)\b/g)) {
        const table = tableOwner.get(w[1]!);
        if (table && table !== owner) found.push(`${rel}:${line} ${w[1]} (${table})`);
      }
    }
    return found;
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}
const tree = () =>
  [...sourceFiles(path.join(root, 'server/modules')), ...sourceFiles(path.join(root, 'server/platform'))].map(
    (file) => ({ rel: path.relative(root, file), text: readFileSync(file, 'utf8') }),
  );

describe('every table has one owner', () => {
  it('every module folder has an ownership rule, and every schema file exactly one owner', () => {
    expect(Object.keys(schemaOwners).sort()).toEqual([...moduleDirs].sort());
    const unowned = schemaFiles.filter((f) => Object.values(owners).filter((files) => files.includes(f)).length !== 1);
    expect(unowned).toEqual([]);
  });

  it('the lint refuses a module that imports another module’s schema, mentors included', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      "import { forumPosts } from '../../db/schema/forum.js';\nexport const t = forumPosts;\n",
      { filePath: path.join(root, 'server/modules/mentors/fixture.ts') },
    );
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining('Module "mentors" imports only its own schema files'),
    ]);
  });

  it('no SQL text names another owner’s table', () => {
    expect(foreignTablesInSql(tree())).toEqual([]);
  });

  it('would catch SQL text that writes another module’s table', () => {
    const planted = {
      rel: 'server/modules/mentors/planted.ts',
      text: 'await db.execute(sql`update member_settings set show_online = false where user_id = ${id}`);\n',
    };
    expect(foreignTablesInSql([planted])).toEqual(['server/modules/mentors/planted.ts:1 member_settings (accounts)']);
  });
});
