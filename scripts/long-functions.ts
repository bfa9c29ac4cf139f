// Functions longer than a limit (default 200 lines) in server/ and web/src, longest first, so that
// issue 40's "no function over 250 lines" can be checked rather than remembered (decision 0069).
// `npx tsx scripts/long-functions.ts [lines] [--tests]`: tests are left out unless asked for, since
// a test file's describe block is a list of cases rather than a function anyone reads as one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

const ROOTS = ['server', 'web/src'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated']);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

function sourceFiles(dir: string, withTests: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full, withTests);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return withTests || !isTest(entry.name) ? [full] : [];
  });
}

/** The name a reader would look for: the function's own, or the variable, property or call it sits in. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 60)})`;
  return '(anonymous)';
}

export function longFunctions(file: string, text: string, limit: number): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const start = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ file, name: nameOf(fn, source), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function main() {
  const args = process.argv.slice(2);
  const limit = Number(args.find((a) => /^\d+$/.test(a)) ?? 200);
  const withTests = args.includes('--tests');
  const found = ROOTS.flatMap((root) => sourceFiles(root, withTests))
    .flatMap((file) => longFunctions(file, readFileSync(file, 'utf8'), limit))
    .sort((a, b) => b.lines - a.lines);
  for (const f of found) console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${found.length} function(s) over ${limit} lines${withTests ? ', tests included' : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
