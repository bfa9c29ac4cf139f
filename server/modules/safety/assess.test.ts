import { describe, expect, it } from 'vitest';
import { assessRisk, levelOf } from './assess.js';
import { readNumbers } from './model/numbers.js';
import { readSignals } from './model/rules.js';

/** Messages as members write them; none is a real person's words. */
describe('the levels of the risk detector (decision 0058)', () => {
  const t = { concern: 0.8, crisis: 0.95, phrase: 0.3 };

  it('answers nothing below the concern threshold, a concern at it, a crisis at the crisis threshold', () => {
    expect(levelOf([0.5, 0.3, 0.2], null, t)).toBeNull();
    expect(levelOf([0.2, 0.7, 0.1], null, t)).toEqual({ kind: 'self_harm', level: 'concern' });
    expect(levelOf([0.01, 0.04, 0.95], null, t)).toEqual({ kind: 'medical_emergency', level: 'crisis' });
  });

  it('lowers each step by one when a phrase says it plainly, and takes the phrase’s kind', () => {
    expect(levelOf([0.6, 0.1, 0.3], 'self_harm', t)).toEqual({ kind: 'self_harm', level: 'concern' });
    expect(levelOf([0.15, 0.05, 0.8], 'self_harm', t)).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(levelOf([0.9, 0.05, 0.05], 'self_harm', t)).toBeNull();
  });
});

describe('what the detector reads', () => {
  it('reads numbers with their units in three scripts', () => {
    expect(readNumbers('बुखार एक सौ दो है, कीमो 8 दिन पहले')).toEqual(
      expect.arrayContaining(['TEMP_FEVER', 'TEMP_HIGH', 'CHEMO_RECENT']),
    );
    expect(readNumbers('platelets 12 hazaar and gums bleeding')).toContain('PLT_CRITICAL');
    expect(readNumbers('प्लेटलेट्स अठारह हज़ार')).toContain('PLT_CRITICAL');
    expect(readNumbers('plt 1.8 lakh, doctor happy')).toEqual(['PLT_OK']);
    expect(readNumbers('temp 38.6 C since morning')).toContain('TEMP_FEVER');
    expect(readNumbers('fever 99 only')).toEqual(['TEMP_NORMAL']);
    expect(readNumbers('7 baar potty since morning')).toContain('COUNT_MANY');
    expect(readNumbers('spo2 86% on the oximeter')).toContain('SPO2_LOW');
  });

  it('composes a preparation across sentences, and spares it when told as the past with recovery', () => {
    expect(readSignals('I gave away my books and my scooty to my cousin. My mind is made up.').fired).toContain(
      'sh:preparation',
    );
    const past = readSignals(
      'Two years ago I had decided to end it and wrote letters. Today I am grateful, counselling helped me.',
    );
    expect(past.fired.filter((f) => f.startsWith('sh:'))).toEqual([]);
    expect(past.spared).toContain('sh:preparation');
  });

  it('keeps the triage rows apart from their handled past', () => {
    expect(readSignals('Papa ko 102 bukhar hai, chemo 8 din pehle hui thi').fired).toContain('me:fever-on-chemo');
    expect(
      readSignals('Papa had 102 fever after chemo last week, admitted, antibiotics given, fine now').fired,
    ).not.toContain('me:fever-on-chemo');
  });
});

describe('assessRisk', () => {
  it.each([
    ['I want to kill myself tonight', 'self_harm'],
    ['मैं अपनी जान दे दूंगी, अब और नहीं', 'self_harm'],
    ['aaj raat sab khatam kar dungi, goliyan jama kar li hain', 'self_harm'],
    ['He is vomiting blood and very drowsy, platelets were 15000 yesterday', 'medical_emergency'],
    ['मेरे पापा बेहोश हो गए हैं और साँस नहीं ले पा रहे हैं', 'medical_emergency'],
  ] as const)('flags “%s” as a crisis of its kind', (text, kind) => {
    expect(assessRisk(text)).toMatchObject({ kind, level: 'crisis' });
  });

  it.each([
    'My chemo starts on Monday, any tips for the first day?',
    'this traffic is killing me lol, reached the hospital 2 hours late 😂',
    'Platelets came up to 1.6 lakh today, doctor happy',
    'Papa ka bukhar utar gaya hai, ab theek hain',
    "Dad's fever came down yesterday, 98.4 today, doctor says all fine",
  ])('does not flag “%s”', (text) => {
    expect(assessRisk(text)).toBeNull();
  });

  // v6 reads this handled fever as a concern (decision 0058, round 6): a normal reading alone cannot
  // spare a fever, since a low or normal temperature beside other signs is how sepsis shows. It stays
  // a private check-in card, never a crisis.
  it('reads a handled fever with a normal temperature as a concern at most', () => {
    expect(assessRisk('Papa ka bukhar kal utar gaya, aaj temp 98.4 hai')?.level).not.toBe('crisis');
  });

  // The browser tests post these (e2e/safety-levels-support.ts, crisis.spec.ts): a retrained model
  // that moves one of them to another level fails here first.
  it('places the browser tests’ posts at their levels', () => {
    expect(assessRisk('Tired of everything\nSome days I feel so low I do not want to get out of bed.')).toMatchObject({
      kind: 'self_harm',
      level: 'concern',
    });
    expect(assessRisk('अभी मदद चाहिए\nमेरे पापा बेहोश हो गए हैं और साँस नहीं ले पा रहे हैं')).toMatchObject({
      kind: 'medical_emergency',
      level: 'crisis',
    });
    expect(assessRisk('जीने का मन नहीं करता')).toMatchObject({ kind: 'self_harm', level: 'crisis' });
  });

  it('finds one sentence of danger inside a long post of ordinary news', () => {
    const ordinary = 'Today we went to the hospital for the review and the doctor said the scan looks stable. ';
    const post =
      ordinary.repeat(60) +
      'I have saved up my sleeping tablets and tonight I will take them all. ' +
      ordinary.repeat(40);
    expect(post.length).toBeGreaterThan(8000);
    expect(assessRisk(post)?.kind).toBe('self_harm');
  });
});
