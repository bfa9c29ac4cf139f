/**
 * The contracts' and the server's messages in Hindi (contracts/locales/hi, one file per namespace,
 * keyed by key), as one catalog in one chunk: fetched file by file they were 38 requests before a
 * Hindi phone's first page, 4 s on Fast 3G and 14 s on Slow 3G of round trips (bench/first-paint.ts).
 * Each file's messages are nested under its name (`forum.json` holds `forum.*`, decision 0073).
 */
const files = import.meta.glob<Record<string, unknown>>('../../../contracts/locales/hi/*.json', {
  eager: true,
  import: 'default',
});

export const hindiMessages: Record<string, unknown> = Object.fromEntries(
  Object.entries(files).map(([file, messages]) => [
    file
      .split('/')
      .at(-1)!
      .replace(/\.json$/, ''),
    messages,
  ]),
);
