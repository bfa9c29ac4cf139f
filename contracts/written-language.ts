import type { WrittenLanguage } from './translation.js';

/**
 * (Shared by the server's forum and stories and the web's chat.) The language a member wrote in,
 * from the script and the words (issue 42 item 2, decision 0077). Devanagari is Hindi. Latin
 * letters are romanised Hindi only when Hindi's everyday small words are a clear share of them
 * ('mujhe bahut dar lag raha hai'), so an English post with one 'ji' or 'dhanyavaad' stays English.
 */
const DEVANAGARI = /[\u0900-\u097F]/gu;
const LATIN_LETTER = /[A-Za-z]/g;
const LATIN_WORD = /[a-z]+/g;

/**
 * Romanised Hindi's common words that are not English words a member would write (no 'to', 'me',
 * 'main', 'the', 'par', 'ho' or 'hum'). Spelling varies, so the usual spellings are all here.
 */
export const ROMANISED_HINDI_WORDS: ReadonlySet<string> = new Set(
  (
    'hai hain hei nahi nahin nhi na kya kyu kyun kyon kyunki mujhe mujhko mera meri mere maine humne hamara hamari hamare ' +
    'aap aapka aapki aapke apka apki apke apna apni apne tum tumhara kaise kaisa kaisi kaun kab kahan kidhar yahan wahan ' +
    'bahut bohot bahot bhut ke ki ka ko se mein mai bhi kuch kuchh koi tha thi raha rahi rahe rha rhi hota hoti hote ' +
    'karna karne karte karti karo gaya gayi gaye hua hui hue aur lekin magar yeh ye woh wo unka unki unke uska uski uske ' +
    'sab sabko chahiye sakte sakta sakti ji accha achha acha theek thik jab tab isliye lagta lagti laga lagi abhi ' +
    'pata hoga hogi ghar pati patni beta beti maa didi bhai behen zindagi himmat umeed dua shukriya dhanyavaad dhanyawad ' +
    'namaste haan dawai dawa ilaj bimari takleef pareshan pareshani log logon sath saath liye bata batao bataye'
  ).split(' '),
);

/** Share of Latin words that must be Hindi's for romanised Hindi, and the fewest such words. */
const HINDI_SHARE = 0.3;
const HINDI_MIN_WORDS = 2;

export function writtenLanguage(...texts: readonly string[]): WrittenLanguage {
  const text = texts.join('\n');
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  // Names and brands in Latin letters (Forti, PM-JAY, AIIMS) inside Hindi text keep it Hindi.
  if (devanagari > 0 && devanagari >= latin * 0.5) return 'hi';
  const words = text.toLowerCase().match(LATIN_WORD) ?? [];
  const hindi = words.filter((w) => ROMANISED_HINDI_WORDS.has(w)).length;
  if (hindi >= HINDI_MIN_WORDS && hindi / words.length >= HINDI_SHARE) return 'hi-Latn';
  return 'en';
}
