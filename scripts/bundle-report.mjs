// Reports the JavaScript the home page loads on first visit (entry + its static imports + the
// home route's chunk), gzip-compressed, and fails the build when it passes the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 140 KB since issue 24 (decision 0050): room for the next feature under the 150 KB a cheap phone affords.
const BUDGET_KB = 140;
const dist = path.resolve('web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
collect(entryKey);
// The home page's chunk: keyed by its source, or by its name when rolldown made it a shared chunk.
const homeKey = Object.keys(manifest).find(
  (k) => k.endsWith('app/home-page.tsx') || (manifest[k].name === 'home-page' && manifest[k].file.endsWith('.js')),
);
if (!homeKey) {
  console.error('The home page chunk is not in the manifest: the budget cannot be checked.');
  process.exit(1);
}
collect(homeKey);

let raw = 0;
let gz = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const bytes = readFileSync(path.join(dist, file));
  const z = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += z;
  rows.push(
    `  ${file.padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(z / 1024).toFixed(1).padStart(6)} KB gz`,
  );
}
console.log(`Home page first-load JavaScript (${rows.length} files):\n${rows.join('\n')}`);
console.log(`  total ${(raw / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (gz / 1024 > BUDGET_KB) {
  console.error(`Home page JavaScript is over its ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
