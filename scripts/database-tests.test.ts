import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-tests.mjs';

// Spelled in two parts, so that this file does not itself read as one that needs the database.
const readsUrl = `process.env.TEST_${'DATABASE_URL'}`;

describe('the test files the PostgreSQL run needs', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const tree = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fn-database-tests-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };

  it('are those whose imports reach the database server address, directly, through other files, or by reading it', () => {
    const root = tree({
      'server/test/helpers.ts': `export const url = ${readsUrl};\nimport { b } from './people.js';`,
      'server/test/people.ts': "import { url } from './helpers.js';\nexport const b = 1;",
      'server/a/direct.test.ts': "import { url } from '../test/helpers.js';",
      'server/a/through.test.ts': "import { b } from '../test/people';",
      'server/a/dynamic.test.ts': "const m = await import('../test/helpers.js');",
      'server/db/reads.test.ts': `const serverUrl = ${readsUrl};`,
      'server/a/pure.test.ts': "import { z } from 'zod';\nimport { f } from './pure.js';",
      'server/a/pure.ts': 'export const f = 1;',
      'contracts/shape.test.ts': "import { z } from 'zod';",
      'scripts/cycle.test.ts': "import './one.js';",
      'scripts/one.ts': "import './two.js';",
      'scripts/two.ts': "import './one.js';",
    });
    expect(databaseTestFiles(root)).toEqual([
      'server/a/direct.test.ts',
      'server/a/dynamic.test.ts',
      'server/a/through.test.ts',
      'server/db/reads.test.ts',
    ]);
  });

  it('include every file that builds the app on a test database, in this repository', () => {
    const files = databaseTestFiles();
    expect(files).toContain('server/modules/forum/forum.test.ts');
    expect(files).toContain('server/db/client.test.ts');
    expect(files).not.toContain('server/modules/notifications/quiet-hours.test.ts');
    expect(files).not.toContain('scripts/database-tests.test.ts');
  });
});
