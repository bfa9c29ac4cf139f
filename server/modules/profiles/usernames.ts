import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql, type AnyColumn, type Subquery } from 'drizzle-orm';
import { ProfileLimits } from '../../../contracts/profiles.js';
import { isReservedName } from '../../../contracts/reserved-names.js';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/profiles.js';
import { isUniqueViolation } from '../../platform/db-errors.js';

/**
 * Every member has a username from the moment they join (issue 42): made from their name, so that
 * others can @mention them before they ever open their profile, and theirs to change on /profile.
 * The name is written in Latin letters (a name in Devanagari is transliterated), its words joined by
 * dots: "Asha Pillai" is asha.pillai, "आशा पिल्लई" is asha.pillai.
 */

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
  ऑ: 'o',
};
const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
};
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
};
const NUKTA_FORMS: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'd', ढ: 'rh', फ: 'f' };
const VIRAMA = '्';
const NUKTA = '़';

/** A word in Devanagari in Latin letters, as Hindi names are commonly written (the final 'a' dropped). */
function transliterateWord(word: string): string {
  const chars = [...word.normalize('NFD')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (VOWELS[c]) out += VOWELS[c];
    else if (CONSONANTS[c]) {
      const nukta = chars[i + 1] === NUKTA;
      out += nukta ? (NUKTA_FORMS[c] ?? CONSONANTS[c]) : CONSONANTS[c];
      const next = chars[i + (nukta ? 2 : 1)];
      if (nukta) i++;
      if (next === VIRAMA) i++;
      else if (next && SIGNS[next]) {
        out += SIGNS[next];
        i++;
      } else if (
        next !== undefined &&
        (CONSONANTS[next] || VOWELS[next] || next === 'ं' || next === 'ँ' || next === 'ः')
      ) {
        out += 'a';
      }
      // A consonant that ends the word keeps no 'a': राम is ram, not rama.
    } else if (c === 'ं' || c === 'ँ') out += 'n';
    else if (c === 'ः') out += 'h';
    else out += c;
  }
  return out;
}

/** The part of a username made from a name: lower-case Latin letters and digits, words joined by dots. */
export function usernameBase(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => transliterateWord(word))
    .map((word) =>
      word
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ''),
    )
    .filter(Boolean);
  let base = '';
  for (const word of words) {
    const next = base ? `${base}.${word}` : word;
    if (next.length > ProfileLimits.usernameMax - 5) break;
    base = next;
  }
  if (!base) base = words[0]?.slice(0, ProfileLimits.usernameMax - 5) ?? '';
  // Too short, or a name the site keeps for itself ('Admin Singh'): a plain one, made unique by a number.
  return base.length >= ProfileLimits.usernameMin && !isReservedName(base) ? base : 'member';
}

/** The usernames to try for a name, in order: the name's own, then with a number that makes it free. */
export function usernameCandidates(name: string, tries = 6): string[] {
  const base = usernameBase(name);
  const out = base === 'member' ? [] : [base];
  while (out.length < tries) out.push(`${base}${randomInt(10, out.length < 3 ? 1000 : 100_000)}`);
  return out;
}

type MemberNames = { id: AnyColumn; name: AnyColumn } & Subquery;

/**
 * Gives the member a username made from their name when their profile has none; the unique index
 * decides between two members who race for one. Returns whether one was given.
 */
export async function assignUsername(db: Database, members: MemberNames, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ name: sql<string | null>`${members.name}`, username: profiles.username })
    .from(profiles)
    .innerJoin(members, eq(members.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row || row.username) return false;
  for (const candidate of usernameCandidates(row.name ?? '')) {
    try {
      const given = await db
        .update(profiles)
        .set({ username: candidate })
        .where(and(eq(profiles.userId, userId), isNull(profiles.username)))
        .returning({ userId: profiles.userId });
      return given.length > 0;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return false;
}

/** Members who joined before every member had a username get theirs (at start-up, a few hundred at a time). */
export async function assignMissingUsernames(
  db: Database,
  members: MemberNames,
  onGiven: (userId: string) => unknown,
): Promise<number> {
  let given = 0;
  for (;;) {
    const missing = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(isNull(profiles.username))
      .limit(200);
    let progress = false;
    for (const { userId } of missing) {
      if (await assignUsername(db, members, userId)) {
        given++;
        progress = true;
        onGiven(userId);
      }
    }
    if (missing.length < 200 || !progress) return given;
  }
}
