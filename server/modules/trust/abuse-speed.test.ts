import { describe, expect, it } from 'vitest';
import { readAbuse } from './abuse.js';
import { loadAbuseSet } from './eval/evaluate.js';
import { DEFAULT_WATCHED_WORDS } from './watched-defaults.js';
import { compileEntry, matchEntries, matchesText, readText, type CompiledEntry } from './watched.js';

/**
 * What the faster reading (issue 41's 2 ms) must keep: abuse.ts remembers the last text it read and
 * watched.ts looks entries up by their first literal word; neither may change what a text gives.
 */
const texts = [
  ...loadAbuseSet('dev').map((e) => e.text),
  // Words met only in their loose spelling, and runs that begin with a wildcard.
  'Chemo ki zaroorat nahin, pakka ilaaj hai',
  '30 din mein cancer theek, mujhko jindgi mil gayi',
  'कीमो की ज़रूरत नहीं है, मदद करें',
  'my cancer cured in 30 days, the worst cancer ever, helpful chemotherapy',
];

describe('the abuse checks read a text the same however often it is read', () => {
  it('gives the same reading again, after another text, and a caller that changes its copy changes no other', () => {
    const a = 'Pay ₹999 processing fee to grant.desk@okbank today, call 98200 12345';
    const first = readAbuse(a);
    expect(first.kinds).toContain('money_scam');
    first.kinds.length = 0;
    first.signals.push('changed');
    expect(readAbuse(a)).toEqual({ ...first, kinds: ['money_scam'], signals: first.signals.slice(0, -1) });
    readAbuse('An ordinary question about chemo days.');
    expect(readAbuse(a).kinds).toEqual(['money_scam']);
  });
});

describe('the watched words’ index', () => {
  const patterns = [
    ...DEFAULT_WATCHED_WORDS.map((w) => w.pattern),
    'chemo*',
    '* cure',
    'cure *',
    '{link} cure',
    '{phone} call',
    '*cancer*',
    'the * cancer',
    'nahi',
    'jindagi',
    'मदद',
    'ilaaj',
    'help*',
  ];
  const entries: CompiledEntry[] = patterns.map((pattern, i) =>
    compileEntry({ id: String(i), pattern, action: 'flag', newMembersOnly: i % 3 === 0 })!,
  );

  it.each([true, false])('meets what trying every place of the text meets (New member: %s)', (isNewMember) => {
    let met = 0;
    for (const text of texts) {
      const t = readText(text);
      const everyPlace = entries.filter((e) => (isNewMember || !e.newMembersOnly) && matchesText(e.words, t));
      const found = matchEntries(entries, text, { isNewMember });
      expect(found.map((e) => e.id)).toEqual(everyPlace.map((e) => e.id));
      met += found.length;
    }
    expect(met).toBeGreaterThan(10);
  });

  it('reads a list changed in place as it now is', () => {
    const list = [entries[0]!];
    expect(matchEntries(list, 'a miracle cure', { isNewMember: true })).toEqual([]);
    list.push(compileEntry({ id: 'm', pattern: 'miracle', action: 'flag', newMembersOnly: false })!);
    expect(matchEntries(list, 'a miracle cure', { isNewMember: true }).map((e) => e.id)).toEqual(['m']);
    list[1] = compileEntry({ id: 'c', pattern: 'cure', action: 'flag', newMembersOnly: false })!;
    expect(matchEntries(list, 'a miracle cure', { isNewMember: true }).map((e) => e.id)).toEqual(['c']);
  });
});
