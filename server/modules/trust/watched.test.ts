import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  patternProblem,
  ShippedWatchedNotes,
  shippedNoteKey,
  type WatchedAction,
} from '../../../contracts/watched-words.js';
import { DEFAULT_WATCHED_WORDS, defaultsInsertSql } from './watched-defaults.js';
import { compileEntry, globMatches, matchEntries, type CompiledEntry } from './watched.js';

const entry = (pattern: string, action: WatchedAction = 'hold', newMembersOnly = false): CompiledEntry =>
  compileEntry({ id: pattern, pattern, action, newMembersOnly })!;
const meets = (pattern: string, text: string, isNewMember = true) =>
  matchEntries([entry(pattern)], text, { isNewMember }).length > 0;
const defaults = DEFAULT_WATCHED_WORDS.map((w, i) => compileEntry({ id: String(i), ...w })!);
const defaultsMet = (text: string, isNewMember = true) =>
  matchEntries(defaults, text, { isNewMember }).map((e) => `${e.action}:${e.pattern}`);

describe('a watched word is read as the risk detector reads text', () => {
  it('matches whole words only, whatever the case or the punctuation', () => {
    expect(meets('cure', 'This CURE, they say!')).toBe(true);
    expect(meets('cure', 'Keep your account secure')).toBe(false);
    expect(meets('100% cure', 'a 100 % cure for all')).toBe(true);
    expect(meets('no need for chemo', 'There is no   need for\nchemo.')).toBe(true);
    expect(meets('no need for chemo', 'no need for a chemo port')).toBe(false);
  });

  it('sees through look-alike letters, spaced letters and stretched letters', () => {
    expect(meets('miracle cure', 'ᴍɪʀᴀᴄʟᴇ cure')).toBe(true);
    expect(meets('miracle cure', 'Ｍｉｒａｃｌｅ cure')).toBe(true);
    expect(meets('miracle', 'm i r a c l e herbs')).toBe(true);
    expect(meets('miracle', 'miraaaacle herbs')).toBe(true);
  });

  it('matches Devanagari with or without nukta and with either i or u, and romanised Hindi in its spellings', () => {
    expect(meets('कीमो की ज़रूरत नहीं', 'कीमो की जरूरत नहीं है')).toBe(true);
    expect(meets('पक्का इलाज', 'पक्का ईलाज मिलेगा')).toBe(true);
    expect(meets('chemo ki jar*t nahi', 'Chemo ki zaroorat nahin')).toBe(true);
    expect(meets('pakka ilaj', 'pakka ilaaj hai')).toBe(true);
    expect(meets('* din me cancer th*k', '30 din mein cancer theek')).toBe(true);
  });

  it('reads * inside a word as any letters and * alone as any one word', () => {
    expect(meets('chemo*', 'chemotherapy')).toBe(true);
    expect(meets('chemo*', 'no chem here')).toBe(false);
    expect(meets('cancer cured in * days', 'my cancer cured in 30 days')).toBe(true);
    expect(meets('cancer cured in * days', 'cancer cured in days')).toBe(false);
    expect(globMatches(['a', 'b', 'c'], 'axxbyyc')).toBe(true);
    expect(globMatches(['a', 'b', 'c'], 'axxcyyb')).toBe(false);
    expect(globMatches(['ab', 'ba'], 'aba')).toBe(false);
  });

  it('finds phone numbers, UPI ids, account numbers and links, and never a helpline', () => {
    expect(meets('{phone}', 'Call me on 98200 12345')).toBe(true);
    expect(meets('{phone}', 'Call me on ９８２００１２３４５')).toBe(true);
    expect(meets('{phone}', 'iCall 9152987821, Tele-MANAS 14416, KIRAN 1800-599-0019')).toBe(false);
    expect(meets('{phone}', 'Tata Memorial: 022-2417-7000')).toBe(false);
    expect(meets('{upi}', 'pay at ravi.k@okaxis')).toBe(true);
    expect(meets('{account}', 'account number 123456789012 IFSC SBIN0001234')).toBe(true);
    expect(meets('{link}', 'see example . com')).toBe(true);
    expect(meets('{upi}', 'write to ravi@gmail.com')).toBe(false);
  });

  it('leaves an entry for New members out of a Member’s text', () => {
    const newOnly = entry('{phone}', 'hold', true);
    expect(matchEntries([newOnly], 'call 98200 12345', { isNewMember: true })).toHaveLength(1);
    expect(matchEntries([newOnly], 'call 98200 12345', { isNewMember: false })).toHaveLength(0);
  });
});

describe('what an administrator may watch', () => {
  it('refuses regular expressions, unknown names and patterns that would match nearly everything', () => {
    expect(patternProblem('(a+)+$')?.key).toBe('watched.patternChars');
    expect(patternProblem('cure|heal')?.key).toBe('watched.patternChars');
    expect(patternProblem('{email}')?.key).toBe('watched.unknownToken');
    expect(patternProblem('* *')?.key).toBe('watched.patternTooLoose');
    expect(patternProblem('a*')?.key).toBe('watched.patternTooLoose');
    expect(patternProblem('a***b')?.key).toBe('watched.patternTooManyStars');
    expect(patternProblem('one two three four five six seven eight nine')?.key).toBe('watched.patternTooManyWords');
    expect(patternProblem('x'.repeat(101))?.key).toBe('watched.patternTooLong');
    expect(patternProblem('100% cure')).toBeNull();
    expect(patternProblem('कीमो की ज़रूरत नहीं')).toBeNull();
    expect(patternProblem('{phone}')).toBeNull();
  });

  it('matches the loosest pattern allowed against a long hostile text in a moment', () => {
    const loose = entry('a*a*a a*a*a * * a*a*a a*a*a a*a*a b');
    const text = `${'a'.repeat(2000)} `.repeat(2) + 'aaaa '.repeat(1000);
    const started = performance.now();
    expect(matchEntries([loose], text, { isNewMember: true })).toHaveLength(0);
    // Generous: a backtracking regular expression of this shape would not finish at all.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the defaults', () => {
  it('carry notes the administrators\u2019 list shows in either language while no one has changed them', () => {
    const catalog = (lang: string) =>
      (
        JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/trust.json`, import.meta.url), 'utf8')) as {
          watched: { shippedNotes: Record<string, string> };
        }
      ).watched.shippedNotes;
    for (const w of DEFAULT_WATCHED_WORDS) expect(shippedNoteKey(w.note), w.pattern).not.toBeNull();
    expect(catalog('en')).toEqual(ShippedWatchedNotes);
    expect(Object.keys(catalog('hi')).sort()).toEqual(Object.keys(ShippedWatchedNotes).sort());
    expect(shippedNoteKey('Seen in three scam reports this week')).toBeNull();
  });

  it('are inserted once by migration 0022, exactly as listed', () => {
    const sql = readFileSync(new URL('../../db/migrations/0022_watched_words.sql', import.meta.url), 'utf8');
    expect(sql).toContain(defaultsInsertSql());
    expect(DEFAULT_WATCHED_WORDS.every((w) => patternProblem(w.pattern) === null)).toBe(true);
  });

  it('cover the three harms in English, Hindi and romanised Hindi', () => {
    expect(defaultsMet('100% cure guaranteed, no need for chemo')).toContain('flag:100% cure');
    expect(defaultsMet('कीमो की ज़रूरत नहीं, 100% इलाज')).toContain('flag:100% इलाज');
    expect(defaultsMet('chemo ki jarurat nahi, pakka ilaj')).toContain('flag:pakka ilaj');
    expect(defaultsMet('Send money to ravi@ybl')).toContain('hold:{upi}');
    expect(defaultsMet('please donate ketto.org/fundraiser/help-ravi')).toContain('hold:ketto.org');
    expect(defaultsMet('My number is 98765 43210, call me')).toContain('flag:{phone}');
    expect(defaultsMet('अपना नंबर भेजो')).toContain('flag:अपना नंबर भेज*');
  });

  it('block nothing, hold a Member’s phone number or UPI id nowhere, and leave helplines and hospitals alone', () => {
    expect(defaults.some((d) => d.action === 'block')).toBe(false);
    expect(defaultsMet('My number is 98765 43210; pay at ravi@ybl', false)).toEqual([]);
    expect(defaultsMet('Call iCall on 9152987821 or Tele-MANAS 14416; KIRAN 1800-599-0019')).toEqual([]);
    expect(defaultsMet('Tata Memorial OPD: 022-2417-7000')).toEqual([]);
    expect(defaultsMet('Is turmeric a cure for cancer? My doctor says we still need chemo.')).toEqual([]);
  });
});
