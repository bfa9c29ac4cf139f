// Writes Brotli (.br) and gzip (.gz) copies of the built web app's text files, so that the server
// sends them compressed without compressing on every request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'web/dist');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(full);
      continue;
    }
    if (!compressible.test(entry.name) || statSync(full).size < 1024) continue;
    const bytes = readFileSync(full);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
    files++;
    before += bytes.length;
    after += br.length;
  }
}
walk(dist);
console.log(
  `Pre-compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
