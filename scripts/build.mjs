// npm run build: the web app (Vite, then the bundle report and the precompressed copies) into
// web/dist, and the server's TypeScript compiled to JavaScript into dist/ (esbuild, one file per
// source file, the same folders: server/ and contracts/ become dist/server/ and dist/contracts/,
// the backup and restore commands dist/scripts/, with the server's other files beside them:
// migrations, message catalogs, the safety evaluation's sets, the text extraction worker).
// Production runs dist/server/main.js with node (decision 0044).
//
// `--if-changed` (npm start) builds a part only when its sources changed since its last build: each
// part's output holds a stamp, the SHA-256 of its sources' paths and contents, so a checkout that
// only touched files' times rebuilds nothing, and one changed byte rebuilds that part.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const ifChanged = process.argv.includes('--if-changed');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

/** Every file under the given paths (files or folders), relative to the root, sorted. */
function filesUnder(entries, skip = () => false) {
  const out = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs) || skip(rel)) return;
    const entry = readdirSync(path.dirname(abs), { withFileTypes: true }).find((e) => e.name === path.basename(abs));
    if (entry?.isDirectory()) {
      for (const child of readdirSync(abs).sort()) walk(path.join(rel, child));
    } else if (entry?.isFile()) {
      out.push(rel);
    }
  };
  for (const e of entries) walk(e);
  return out.sort();
}

function stampOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function upToDate(stampFile, stamp) {
  return ifChanged && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp;
}

const isTest = (rel) =>
  /\.test\.tsx?$/.test(rel) || rel.split(path.sep).includes('test') || rel.split(path.sep).includes('node_modules');

// ---------------------------------------------------------------------------------------------
// The web app

function buildWeb() {
  const sources = filesUnder(
    [
      'web',
      'contracts',
      'vite.config.ts',
      'tsconfig.json',
      'package-lock.json',
      'scripts/bundle-report.mjs',
      'scripts/compress-dist.mjs',
    ],
    (rel) => rel === path.join('web', 'dist') || /\.test\.tsx?$/.test(rel),
  );
  const stampFile = path.join(root, 'web', 'dist', '.build-stamp');
  const stamp = stampOf(sources);
  if (upToDate(stampFile, stamp)) {
    console.log('web app: unchanged since its last build (web/dist)');
    return;
  }
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
  run(bin('vite'), ['build']);
  run(process.execPath, [path.join(root, 'scripts', 'bundle-report.mjs')]);
  run(process.execPath, [path.join(root, 'scripts', 'compress-dist.mjs')]);
  writeFileSync(stampFile, stamp + '\n');
}

// ---------------------------------------------------------------------------------------------
// The server

/**
 * The operator's commands outside server/ (npm run db:backup, db:restore), compiled with it into
 * dist/scripts/ so that they run with node, as the server does, and import its compiled files by
 * the same relative paths. `npm run admin` is server/cli/admin.ts, compiled with the rest. None of
 * them builds first: a build empties dist/, which a running server still reads from, so the
 * commands run what `npm run build` or `npm start` last built.
 */
const OPERATOR_COMMANDS = ['scripts/db-backup.ts', 'scripts/db-restore.ts'];

async function buildServer() {
  const sources = filesUnder(['server', 'contracts', ...OPERATOR_COMMANDS], isTest);
  const inputs = [...sources, 'package-lock.json', 'scripts/build.mjs'];
  const out = path.join(root, 'dist');
  const stampFile = path.join(out, '.build-stamp');
  const stamp = stampOf(inputs);
  if (upToDate(stampFile, stamp)) {
    console.log('server: unchanged since its last build (dist/)');
    return;
  }
  const started = Date.now();
  rmSync(out, { recursive: true, force: true });
  let compiled = 0;
  await Promise.all(
    sources.map(async (rel) => {
      const target = path.join(out, rel);
      mkdirSync(path.dirname(target), { recursive: true });
      if (!/\.ts$/.test(rel) || rel.endsWith('.d.ts')) {
        if (!rel.endsWith('.d.ts')) copyFileSync(path.join(root, rel), target);
        return;
      }
      const code = readFileSync(path.join(root, rel), 'utf8');
      // Node 24's syntax as it is; no source maps (decision 0044: they cost memory for stack
      // frames that name the compiled file's lines, which match the source's closely).
      const result = await transform(code, { loader: 'ts', format: 'esm', target: 'node24', sourcefile: rel });
      writeFileSync(target.replace(/\.ts$/, '.js'), result.code);
      compiled += 1;
    }),
  );
  writeFileSync(path.join(out, 'package.json'), JSON.stringify({ type: 'module', private: true }) + '\n');
  writeFileSync(stampFile, stamp + '\n');
  console.log(`server: ${compiled} files compiled into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (only !== 'server') buildWeb();
if (only !== 'web') await buildServer();
