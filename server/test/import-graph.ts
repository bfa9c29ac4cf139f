import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Files (absolute paths) and the files each imports. */
export type ImportGraph = Map<string, string[]>;

/**
 * The imports of one TypeScript source: `import … from`, `export … from` and `import('…')` of a
 * relative path, each resolved to the .ts file it names. Type-only imports count: a module that
 * takes a type from a file that takes values from it is still two files that cannot be read apart.
 */
export function sourceImports(file: string, source: string): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) specifiers.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveSource(path.resolve(path.dirname(file), specifier)))
    .filter((resolved): resolved is string => resolved !== null);
}

/** './x.js' → './x.ts' (the sources import their compiled names), or a folder's index.ts. */
function resolveSource(target: string): string | null {
  const candidates = [target.replace(/\.js$/, '.ts'), `${target}.ts`, path.join(target, 'index.ts')];
  return candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate)) ?? null;
}

/** The import graph of every .ts file under a folder (declaration files apart). */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!relative.endsWith('.ts') || relative.endsWith('.d.ts')) continue;
    const file = path.join(root, relative);
    graph.set(file, sourceImports(file, readFileSync(file, 'utf8')));
  }
  return graph;
}

/**
 * Every import cycle of a graph, each as the files around it (starting from its smallest path, so
 * a cycle is named once): the strongly connected components of more than one file, or of a file
 * that imports itself (Tarjan's algorithm), each walked once around.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components.map((component) => loopThrough(graph, component)).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One path around a strongly connected component, from its first file back to it. */
function loopThrough(graph: ImportGraph, component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return loop;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return component;
}
