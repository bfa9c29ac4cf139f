// Which test files can behave differently on PostgreSQL: those whose imports (followed through
// relative imports, to any depth) reach a file that reads the test database's address (the variable
// `needle` names): server/test/helpers.ts, and the few tests that read it themselves. The PostgreSQL
// run of `npm test` runs only these: a file that never reaches it does the same thing in both runs,
// so running it twice proves nothing more (decision 0048).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Written in two parts so that this file (imported by its own test) does not match itself.
const needle = ['TEST', 'DATABASE', 'URL'].join('_');
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The .ts file a relative import names (`./x.js` is written for `./x.ts`). */
function resolveImport(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}/index.ts`,
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function filesUnder(dir, test) {
  const out = [];
  const walk = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(abs, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (test(full)) out.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** The test files under server/, contracts/ and scripts/ whose behaviour depends on the database server. */
export function databaseTestFiles(root = path.resolve(import.meta.dirname, '..')) {
  const reaches = new Map();
  const visit = (file, stack = new Set()) => {
    if (reaches.has(file)) return reaches.get(file);
    if (stack.has(file)) return false;
    stack.add(file);
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return false;
    }
    let found = text.includes(needle);
    for (const m of text.matchAll(specifier)) {
      if (found) break;
      const target = resolveImport(file, m[1]);
      if (target && visit(target, stack)) found = true;
    }
    stack.delete(file);
    reaches.set(file, found);
    return found;
  };
  const tests = ['server', 'contracts', 'scripts'].flatMap((dir) =>
    filesUnder(path.join(root, dir), (f) => /\.test\.ts$/.test(f)),
  );
  return tests
    .filter((f) => visit(f))
    .map((f) => path.relative(root, f))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of databaseTestFiles()) console.log(f);
}
