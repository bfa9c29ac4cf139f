import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceImports, type ImportGraph } from './import-graph.js';

const server = path.join(import.meta.dirname, '..');
const named = (cycles: string[][]) =>
  cycles.map((cycle) => cycle.map((file) => path.relative(server, file)).join(' → '));

describe('the server has no import cycle (decision 0068)', () => {
  const graph = importGraph(server);

  it('reads the whole server', () => {
    expect(graph.size).toBeGreaterThan(300);
    const app = graph.get(path.join(server, 'app.ts')) ?? [];
    expect(app).toContain(path.join(server, 'platform', 'security-headers.ts'));
  });

  it('finds no file that, through its imports, imports itself', () => {
    expect(named(importCycles(graph))).toEqual([]);
  });

  it('counts type-only imports, re-exports, dynamic imports and folder imports', () => {
    const from = path.join(server, 'demo', 'fixture.ts');
    const source = [
      "import type { SamplePost } from '../modules/forum/index.js';",
      "export { samplePosts } from './forum.js';",
      "const later = () => import('../platform/i18n.js');",
      "import type { Viewer } from '../platform/viewer.js';",
      "import { z } from 'zod';",
      "import { storiesModule } from '../modules/stories';",
    ].join('\n');
    expect(sourceImports(from, source).map((file) => path.relative(server, file))).toEqual([
      'modules/forum/index.ts',
      'demo/forum.ts',
      'platform/i18n.ts',
      'platform/viewer.ts',
      'modules/stories/index.ts',
    ]);
  });

  it('names a planted cycle, a long one and a file importing itself, once each', () => {
    const graph: ImportGraph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts', '/d.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', []],
      ['/e.ts', ['/e.ts']],
      ['/f.ts', ['/a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['/a.ts', '/b.ts', '/c.ts'], ['/e.ts']]);
    expect(
      importCycles(
        new Map([
          ['/a.ts', ['/b.ts']],
          ['/b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });
});
