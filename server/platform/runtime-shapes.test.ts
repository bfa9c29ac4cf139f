import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

function run(command: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}
const moduleUrl = new URL('./runtime-shapes.ts', import.meta.url).href;

/**
 * Runs full garbage collections with no tick in flight, as a server's start-up does, then reads the
 * state of the inline caches of the tick object's literal in process.nextTick (V8's own report).
 */
async function tickLiteralCaches(keep: boolean): Promise<string[]> {
  const script = `
    const { keepTickObjectShape } = await import(${JSON.stringify(moduleUrl)});
    if (${keep}) await keepTickObjectShape();
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 20; i++) await new Promise((resolve) => process.nextTick(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      globalThis.gc();
    }
    %DebugPrint(process.nextTick);
  `;
  // V8 prints its report on the process's stdout directly; through a pipe (non-blocking in Node)
  // the end of it can be lost, so it goes to a file.
  const dir = await mkdtemp(path.join(tmpdir(), 'fn-shapes-'));
  const out = await open(path.join(dir, 'out.txt'), 'w+');
  try {
    await run(
      process.execPath,
      ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        stdio: ['ignore', out.fd, 'inherit'],
      },
    );
  } finally {
    await out.close();
  }
  const stdout = await readFile(path.join(dir, 'out.txt'), 'utf8');
  await rm(dir, { recursive: true, force: true });
  return [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe('the runtime', () => {
  it("is Node 24 or later (npm test runs on the project's own node package, decision 0043)", () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});

describe("the tick object's shape", () => {
  it('survives the garbage collections of start-up, so process.nextTick stays on its fast path', async (context) => {
    const forgotten = await tickLiteralCaches(false);
    // On a Node whose V8 no longer loses the shape there is nothing left to prove.
    if (!forgotten.includes('MEGAMORPHIC')) context.skip('this Node keeps the shape of its tick objects without help');
    const kept = await tickLiteralCaches(true);
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(kept.every((state) => state === 'MONOMORPHIC')).toBe(true);
  }, 30_000);
});
