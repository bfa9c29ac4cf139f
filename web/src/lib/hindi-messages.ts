/**
 * The contracts' and the server's messages in Hindi (contracts/locales/hi, one file per namespace,
 * keyed by key), as one catalog in one chunk: fetched file by file they were 38 requests before a
 * Hindi phone's first page, 4 s on Fast 3G and 14 s on Slow 3G of round trips (bench/first-paint.ts).
 */
const files = import.meta.glob<Record<string, string>>('../../../contracts/locales/hi/*.json', {
  eager: true,
  import: 'default',
});

export const hindiMessages: Record<string, string> = Object.assign({}, ...Object.values(files));
