/**
 * Requests never ask for or mention money (issue 43): families are asked for "processing fees" by
 * scammers, and blood is given freely in India. This is the module's own explicit check, in
 * English, Hindi and Hindi written in Latin letters; the trust module's reading (a money scam, a
 * UPI id, a phone number) is asked beside it. A word list over-refuses now and then ("no charges");
 * the refusal says what to change, so nothing is lost.
 */

/** Whole words, matched case-insensitively on word boundaries. */
const ENGLISH = [
  'money',
  'pay',
  'pays',
  'paid',
  'paying',
  'payment',
  'payments',
  'fee',
  'fees',
  'charges',
  'cost',
  'costs',
  'price',
  'rupee',
  'rupees',
  'inr',
  'cash',
  'upi',
  'gpay',
  'paytm',
  'phonepe',
  'reward',
  'rewards',
  'compensation',
  'reimburse',
  'reimbursement',
  'refund',
  'deposit',
  'lakh',
  'lakhs',
  'bank transfer',
  'account number',
  'google pay',
  // Romanised Hindi.
  'paisa',
  'paise',
  'paisey',
  'paison',
  'rupaye',
  'rupaiye',
  'rupaiya',
  'rupay',
  'bhugtan',
  'shulk',
  'kharcha',
  'kharch',
  'kharche',
  'inaam',
  'inam',
  'nakad',
  'naqad',
  'keemat',
  'kimat',
  'daam',
];

/** Hindi in Devanagari: matched as parts of words (Hindi inflects by endings and postpositions). */
const HINDI = [
  'पैसा',
  'पैसे',
  'पैसों',
  'रुपये',
  'रुपए',
  'रुपया',
  'रूपये',
  'भुगतान',
  'शुल्क',
  'फीस',
  'फ़ीस',
  'कीमत',
  'क़ीमत',
  'दाम',
  'नकद',
  'नक़द',
  'इनाम',
  'खर्च',
  'ख़र्च',
  'चार्ज',
  'पेमेंट',
  'यूपीआई',
  'पेटीएम',
  'गूगल पे',
  'लाख',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishWords = new RegExp(`(?<![\\p{L}\\p{N}])(${ENGLISH.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
const hindiWords = new RegExp(HINDI.map(escape).join('|'), 'u');
/** ₹, "Rs 500", "Rs.500", "500/-", "INR". */
const amounts = /₹|\brs\.?\s*\d|\d\s*\/-|\binr\b/iu;

/** Whether a text asks for or mentions money or payment. */
export function mentionsMoney(text: string): boolean {
  const t = text.normalize('NFC');
  return amounts.test(t) || englishWords.test(t) || hindiWords.test(t);
}
