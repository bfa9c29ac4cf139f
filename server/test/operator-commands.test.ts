import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const build = readFileSync(path.join(root, 'scripts', 'build.mjs'), 'utf8');

/** The source file a compiled path in dist/ comes from, when the server build compiles it. */
function builtFrom(compiled: string): string | null {
  const source = compiled.replace(/^dist\//, '').replace(/\.js$/, '.ts');
  const compiledWithServer = source.startsWith('server/') || build.includes(`'${source}'`);
  return compiledWithServer && existsSync(path.join(root, source)) ? source : null;
}

describe("the operator's commands run the server's compiled code (decision 0068)", () => {
  it.each(['admin', 'db:backup', 'db:restore'])('npm run %s runs a file the build writes, with node', (name) => {
    const match = /^node (dist\/\S+\.js)$/.exec(scripts[name] ?? '');
    expect(match, scripts[name]).not.toBeNull();
    expect(builtFrom(match![1]!)).not.toBeNull();
  });

  it('knows a file the build does not write', () => {
    expect(builtFrom('dist/scripts/eval-safety.js')).toBeNull();
    expect(builtFrom('dist/server/cli/nothing.js')).toBeNull();
    expect(builtFrom('dist/scripts/db-backup.js')).toBe('scripts/db-backup.ts');
  });
});
