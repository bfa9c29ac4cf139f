import { describe, expect, it } from 'vitest';
import { readAbuse } from './abuse.js';

/** Messages as spammers and members write them; every number, id and link is invented. */
describe('the abuse checks (issue 41)', () => {
  it.each([
    ['Our herbal drops cure every stage of cancer in 21 days, no chemo needed. Order on WhatsApp.', 'cure_claim'],
    ['गारंटी से कैंसर जड़ से खत्म, बस हमारा चूर्ण 40 दिन लीजिए।', 'cure_claim'],
    ['Baba ji ka tel lagao, cancer 100% theek ho jayega, chemo band karo', 'cure_claim'],
    ['Your relief grant of ₹50,000 is approved. Pay ₹999 processing fee to grant.desk@okbank today.', 'money_scam'],
    ['आपका आयुष्मान कार्ड ब्लॉक हो गया है, ₹199 भरकर चालू कराएं', 'money_scam'],
    ['madam OTP bata do, donation ka paisa aapke account me aa jayega', 'money_scam'],
    [
      'All cancer patients please call 9 8 7 6 5 4 3 2 1 0 for secret treatment, admins here will delete it',
      'contact_harvest',
    ],
    ['Apna whatsapp number inbox me bhejo, private me sab bataunga', 'contact_harvest'],
    ['Earn ₹2000 daily from home, just like videos 👉 earn-fast . example . in', 'spam'],
  ])('stops %s', (text, kind) => {
    expect(readAbuse(text).kinds).toContain(kind);
  });

  it.each([
    'Beware: someone is selling "cancer cure oil" with 100% guarantee on Instagram. It is illegal, please report it.',
    'क्या गोमूत्र से कैंसर ठीक होता है? हमारे गाँव में कोई कह रहा था, मुझे यकीन नहीं।',
    'Our own fundraiser for Amma’s surgery is on a known crowdfunding site, with the hospital estimate attached.',
    'Tele-MANAS 14416 is free and answers day and night. You can also call 112 in an emergency.',
    'Papa ki chemo ke saath doctor ne ayurvedic kadha allow kiya hai, bas chemo mat chhodna.',
    'PM-JAY covered most of the surgery; the hospital help desk filled the form, no fee.',
  ])('lets an ordinary message through: %s', (text) => {
    expect(readAbuse(text).kinds).toEqual([]);
  });

  it('counts disguised links and numbers, and leaves helplines alone', () => {
    expect(readAbuse('see t(dot)me/healing and example . com / join').links).toBe(2);
    expect(readAbuse('call ९८७६५४३२१० or 9 8 7 6 x x x x 1 0').phones).toBe(2);
    expect(readAbuse('Tele-MANAS 14416, or 1800-891-4416').phones).toBe(0);
    expect(readAbuse('pay to ramesh.help@okaxis').paymentDetails).toBe(true);
  });

  it('reads look-alike letters and spaced-out words as the words they spell', () => {
    expect(readAbuse('DM me your w h a t s a p p number').kinds).toContain('contact_harvest');
    expect(readAbuse('𝐂𝐀𝐍𝐂𝐄𝐑 cured 100% by our drops, order now').kinds).toContain('cure_claim');
  });
});

describe('the reader that weighs the signals (decision 0075, round 2)', () => {
  it('stops a plain scam and lets a warning about it through', async () => {
    const { judgeAbuse } = await import('./reader.js');
    expect(
      judgeAbuse(
        'Congratulations, you won ₹10 lakh in the cancer relief lucky draw. Pay ₹2,500 GST to win.desk@okbank today.',
      ).stop,
    ).toBe(true);
    expect(
      judgeAbuse('Please do not fall for the "lucky draw" message asking for GST, it is a scam. I reported it.').stop,
    ).toBe(false);
  });
});
