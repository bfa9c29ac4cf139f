import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { modules } from '../modules/registry.js';
import type { DatabaseHandle } from '../db/client.js';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/helpers.js';
import { ModuleGraphError, orderModules, registerModules, type AnyModule, type ModuleContext } from './module.js';

const mod = (name: string, ...uses: string[]) => ({ name, uses });
const names = (list: Array<{ name: string }>) => list.map((m) => m.name);

describe('the module registry', () => {
  it('registers each module after the modules it uses, whatever the order of the list', () => {
    const ordered = orderModules([
      mod('stats', 'accounts', 'support'),
      mod('support'),
      mod('admin', 'accounts'),
      mod('accounts'),
    ]);
    expect(names(ordered)).toEqual(['accounts', 'support', 'stats', 'admin']);
  });

  it('refuses a dependency on a module that is not in the registry, naming both modules', () => {
    const attempt = () => orderModules([mod('accounts'), mod('stats', 'accounts', 'support')]);
    expect(attempt).toThrow(ModuleGraphError);
    expect(attempt).toThrow('Module "stats" uses "support", which is not in the registry');
  });

  it('refuses two modules that use each other, naming both', () => {
    const attempt = () =>
      orderModules([mod('accounts'), mod('profiles', 'accounts', 'companion'), mod('companion', 'profiles')]);
    expect(attempt).toThrow(ModuleGraphError);
    expect(attempt).toThrow(
      'Modules "profiles" and "companion" depend on each other in a cycle: profiles → companion → profiles.',
    );
  });

  it('names the whole path of a longer cycle', () => {
    expect(() => orderModules([mod('a', 'b'), mod('b', 'c'), mod('c', 'a')])).toThrow('a → b → c → a');
  });

  it('refuses a module listed twice', () => {
    expect(() => orderModules([mod('gallery'), mod('gallery')])).toThrow('Module "gallery" is listed twice');
  });

  it('orders the real registry: every module it lists, each after its dependencies', () => {
    const ordered = orderModules(modules);
    expect(new Set(names(ordered))).toEqual(new Set(names([...modules])));
    for (const [i, module] of ordered.entries()) {
      for (const used of module.uses) expect(names(ordered.slice(0, i))).toContain(used);
    }
    expect(names(ordered).indexOf('accounts')).toBeLessThan(names(ordered).indexOf('profiles'));
  });

  it('stops the server from starting when a module it needs is missing, before anything opens', async () => {
    // A database that fails on any use: the registry is checked before anything touches it.
    const touched: PropertyKey[] = [];
    const database = new Proxy({} as DatabaseHandle, {
      get(_target, key) {
        touched.push(key);
        throw new Error(`the database was touched (${String(key)})`);
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), 'fn-registry-test'),
      LOG_LEVEL: 'silent',
    });
    const withoutSupport = modules.filter((m) => m.name !== 'support');
    const attempt = buildApp({
      config,
      database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      logger: false,
      modules: withoutSupport,
    });
    await expect(attempt).rejects.toThrow('Module "stats" uses "support", which is not in the registry');
    expect(touched).toEqual([]);
  }, 60_000);
});

describe("Better Auth at arm's length (decision 0040)", () => {
  it('reaches no module except through its handler and the public password helpers', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const root = path.join(import.meta.dirname, '..', 'modules');
    const files = (await readdir(root, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const reaching: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      const imports = [...text.matchAll(/from '(better-auth[^']*|better-call[^']*)'/g)].map((m) => m[1]);
      if (imports.some((name) => name !== 'better-auth/crypto') || /\.\$context\b|\bplatform\.auth\b/.test(text))
        reaching.push(file);
    }
    expect(files.length).toBeGreaterThan(50);
    expect(reaching).toEqual([]);
  });
});

describe('demo content', () => {
  it("seeds in the registry's order, not in the order of `uses`", async () => {
    const seeded: string[] = [];
    const fake = (name: string, uses: string[]) =>
      ({
        name,
        uses,
        register: async () => ({}),
        seed: async () => (seeded.push(name), `${name} seeded`),
      }) as unknown as AnyModule;
    // 'forum' uses nothing, so it is registered first; its demo posts need the demo members, so it is listed after them.
    const list = [fake('profiles', ['accounts']), fake('accounts', []), fake('forum', [])];
    const registered = await registerModules({} as FastifyInstance, {} as ModuleContext, list);
    expect(registered.names).toEqual(['accounts', 'profiles', 'forum']);
    expect(await registered.seed()).toEqual(['profiles seeded', 'accounts seeded', 'forum seeded']);
    expect(seeded).toEqual(['profiles', 'accounts', 'forum']);
  });

  it("runs each real seed that needs another module's demo rows after it: every sample is there after one pass", async () => {
    const t = await createTestApp();
    try {
      const lines = await t.app.services.modules.seed();
      for (const sample of [
        /demo members/,
        /sample connections/,
        /sample private messages/,
        /sample events/,
        /sample forum posts/,
        /sample stories/,
        /sample support groups/,
      ]) {
        expect(
          lines.some((line) => sample.test(line)),
          `${sample} in ${lines.join('; ')}`,
        ).toBe(true);
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
