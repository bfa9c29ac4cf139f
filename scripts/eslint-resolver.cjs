// Resolves this repository's imports for eslint-plugin-boundaries: TypeScript sources imported
// with a .js suffix (server), extension-less imports and the @/ and @contracts/ aliases (web).
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '..');
const aliases = [
  ['@contracts/', path.join(root, 'contracts') + path.sep],
  ['@/', path.join(root, 'web', 'src') + path.sep],
];

function firstFile(base) {
  const stem = base.replace(/\.(c|m)?jsx?$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  const local = alias
    ? alias[1] + source.slice(alias[0].length)
    : source.startsWith('.')
      ? path.resolve(path.dirname(file), source)
      : null;
  if (local === null) return nodeResolver.resolve(source, file, config);
  const found = firstFile(local);
  return found ? { found: true, path: found } : { found: false };
};
