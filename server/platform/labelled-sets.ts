import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Labelled evaluation sets (the risk detector's and the abuse checks', decisions 0058 and 0075):
 * one JSON Lines file per writer in `dir`, each row marked with its set (the file's name without
 * `.jsonl`), files in name order. A folder that does not exist holds no sets.
 */
export function readLabelledSets<Row extends object>(dir: string): (Row & { set: string })[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => ({ ...(JSON.parse(line) as Row), set: f.replace(/\.jsonl$/, '') })),
    );
}
