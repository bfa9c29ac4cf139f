import { ShippedWatchedNotes as Notes, type WatchedAction } from '../../../contracts/watched-words.js';

/**
 * The watched words the platform ships with (issue 41, decision 0082), inserted once by migration
 * 0022 (its last statement, kept equal to this list by watched.test.ts), after which they are the
 * administrators' to change or delete. None blocks: a default refuses nobody's words. Cure claims,
 * money or contact requests and a New member's phone number are flagged for a look (the post is
 * published); payment handles and crowdfunding links wait for approval when a New member writes them.
 */
export const DEFAULT_WATCHED_WORDS: readonly {
  pattern: string;
  action: WatchedAction;
  newMembersOnly: boolean;
  note: string;
}[] = [
  // Cure claims: English, Devanagari, romanised Hindi. A question ("is there a 100% cure?") is
  // flagged too, never held: a person reads it and lets it be.
  ...[
    '100% cure',
    '100 percent cure',
    'guaranteed cure',
    'cure guaranteed',
    'no need for chemo',
    'no need of chemo',
    'no need for chemotherapy',
    'no need for surgery',
    'cancer cured in * days',
    'cures cancer in * days',
    'cures all cancers',
    '100% इलाज',
    'पक्का इलाज',
    'कीमो की ज़रूरत नहीं',
    'ऑपरेशन की ज़रूरत नहीं',
    '* दिन में कैंसर ठीक',
    'कैंसर * दिन में ठीक',
    '100% ilaj',
    'pakka ilaj',
    'chemo ki jar*t nahi',
    'operation ki jar*t nahi',
    '* din me cancer th*k',
    'cancer * din me th*k',
  ].map((pattern) => ({ pattern, action: 'flag' as const, newMembersOnly: false, note: Notes.cureClaim })),
  // Money requests: flagged for a look (a member asking for help for their own treatment is read by a person).
  ...['send me money', 'send money to my', 'पैसे भेज*', 'paise bhej*', 'paisa bhej*'].map((pattern) => ({
    pattern,
    action: 'flag' as const,
    newMembersOnly: false,
    note: Notes.moneyRequest,
  })),
  // Payment handles and crowdfunding links from New members wait for approval.
  ...['{upi}', '{account}', 'ketto.org', 'milaap.org', 'impactguru.com', 'gofundme.com'].map((pattern) => ({
    pattern,
    action: 'hold' as const,
    newMembersOnly: true,
    note: Notes.paymentFromNew,
  })),
  // Contact harvesting: a New member's phone number is flagged (helplines and landlines are not
  // counted). Held, it would delay NGOs' camp notices and members sharing their number with a friend
  // (15 ordinary texts of the labelled sets, decision 0082); an administrator may make it "hold".
  { pattern: '{phone}', action: 'flag', newMembersOnly: true, note: Notes.phoneFromNew },
  ...['send your number', 'share your number', 'whatsapp me', 'अपना नंबर भेज*', 'apna number bhej*'].map((pattern) => ({
    pattern,
    action: 'flag' as const,
    newMembersOnly: false,
    note: Notes.asksContact,
  })),
];

/** The migration's statement that inserts the defaults (written into 0022 once; the test compares). */
export function defaultsInsertSql(): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const rows = DEFAULT_WATCHED_WORDS.map((w) => `(${q(w.pattern)}, ${q(w.action)}, ${w.newMembersOnly}, ${q(w.note)})`);
  return `INSERT INTO "watched_words" ("pattern", "action", "new_members_only", "note") VALUES\n${rows.join(',\n')};`;
}
