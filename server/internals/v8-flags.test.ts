import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Upgrade test for the node options `npm start` passes (decision 0044). `--liftoff-only` is one of
// V8's own flags, listed by `node --v8-options` but marked there as meant for testing: a Node
// upgrade whose V8 drops it would make node refuse to start ("bad option"), so it is checked here,
// with the Node the project pins. It goes when V8's optimising tier no longer takes the server on
// the embedded database to several hundred MB for the moment it compiles PostgreSQL's hot
// functions (measure with `npx tsx bench/footprint.ts`, whose peak reads each process's VmHWM).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const flags = /exec node ((?:--\S+\s+)*)dist\/server\/main\.js/.exec(pkg.scripts.start);
  if (!flags) throw new Error("package.json's start script no longer ends in `exec node <flags> dist/server/main.js`");
  return flags[1]!.split(/\s+/).filter(Boolean);
}

describe("the start script's node options", () => {
  it('are all accepted by the Node the project runs on, and WebAssembly still runs under them', () => {
    const flags = startFlags();
    expect(flags).toContain('--liftoff-only');
    // A tiny module (an exported function adding two i32s), compiled and called under the flags.
    const script = `
      const bytes = new Uint8Array([0,97,115,109,1,0,0,0,1,7,1,96,2,127,127,1,127,3,2,1,0,7,7,1,3,97,100,100,0,0,10,9,1,7,0,32,0,32,1,106,11]);
      const { instance } = await WebAssembly.instantiate(bytes);
      process.stdout.write(String(instance.exports.add(20, 22)));`;
    const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(out).toBe('42');
  });

  it('would be refused by node if V8 no longer knew one (so the test above can fail)', () => {
    expect(() =>
      execFileSync(process.execPath, ['--liftoff-only-no-such-flag', '-e', '0'], { encoding: 'utf8', stdio: 'pipe' }),
    ).toThrow(/bad option/);
  });
});
