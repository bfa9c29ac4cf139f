import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = join(import.meta.dirname, '..', 'modules');
const indexFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ module: entry.name, source: readFileSync(join(modulesDir, entry.name, 'index.ts'), 'utf8') }));

/** A route declared inline, or a plugin registered as an inline function: both belong in <domain>.routes.ts. */
const inlineRoute =
  /\bapp\s*(?:\.\s*withTypeProvider\s*<[^>]*>\s*\(\s*\))?\s*\.\s*(?:get|post|put|patch|delete|head|options|all|route)\s*\(|\bapp\s*(?:\.\s*withTypeProvider\s*<[^>]*>\s*\(\s*\))?\s*\.\s*register\s*\(\s*(?:async\b|function\b|\()/;

describe("a module's index.ts is its definition only", () => {
  it('finds every module', () => {
    expect(indexFiles.length).toBeGreaterThan(15);
  });

  it.each(indexFiles)('$module declares no route of its own', ({ source }) => {
    expect(source).not.toMatch(inlineRoute);
  });

  it('no module keeps demo content beside its services (it lives in server/demo, decision 0046)', () => {
    const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /\.seed\.ts$/.test(file))).toEqual([]);
  });

  it('the check sees an inline route and an inline plugin', () => {
    expect("  app.get('/api/x', async () => ({}));").toMatch(inlineRoute);
    expect('  app.route({ method: "GET" })').toMatch(inlineRoute);
    expect('  await app.register(async (scope) => {})').toMatch(inlineRoute);
    expect('  await app.withTypeProvider<ZodTypeProvider>().post(').toMatch(inlineRoute);
    expect('  await app.register(storiesRoutes, { stories })').not.toMatch(inlineRoute);
  });
});
