import { describe, expect, it } from 'vitest';
import { Helplines } from '../../platform/helplines.js';
import { detectRisk, safetyReply } from './safety.js';

describe('risk detection', () => {
  it.each([
    ['I want to kill myself', 'self_harm'],
    ['Sometimes I think everyone would be better off dead without me', 'self_harm'],
    ['I have been cutting myself again', 'self_harm'],
    ['I took an overdose', 'self_harm'],
    ['ab aur jeena nahi chahti', 'self_harm'],
    ['aatmahatya ke khayal aa rahe hain', 'self_harm'],
    ['जीने का मन नहीं करता', 'self_harm'],
    ['ख़ुद को नुक़सान पहुँचाना चाहता हूँ', 'self_harm'],
    ['He is vomiting blood', 'medical_emergency'],
    ['She collapsed in the bathroom', 'medical_emergency'],
    ['fever 38.5 after chemotherapy yesterday', 'medical_emergency'],
    ['कीमो के बाद तेज़ बुखार है', 'medical_emergency'],
    ['saans nahi aa rahi', 'medical_emergency'],
  ])('flags "%s" as %s', (message, kind) => {
    expect(detectRisk(message)).toBe(kind);
  });

  it.each([
    "I'm scared, I don't want to die",
    'Am I going to die?',
    'My chemo starts on Monday',
    'My chest X-ray report came today',
    'I had a fever last month',
    'How do I talk to my family about my diagnosis?',
  ])('does not flag "%s"', (message) => {
    expect(detectRisk(message)).toBeNull();
  });
});

describe('safety replies', () => {
  it('never show KIRAN, whose number could not be confirmed', () => {
    for (const language of ['en', 'hi'] as const)
      expect(safetyReply('self_harm', 'I want to end it all', language)).not.toMatch(/KIRAN|1800-599-0019/);
  });
  it('give every crisis number from the official list', () => {
    const text = safetyReply('self_harm', 'I want to end it all');
    for (const h of Object.values(Helplines)) for (const n of h.numbers) expect(text).toContain(n);
  });
  it("are written in the member's language, with every number", () => {
    const text = safetyReply('self_harm', 'I want to end it all', 'hi');
    for (const h of Object.values(Helplines)) for (const n of h.numbers) expect(text).toContain(n);
    expect(text).toContain('काउंसलर');
    expect(text).not.toContain("I'm really glad you told me");
    const emergencyText = safetyReply('medical_emergency', 'सीने में दर्द', 'hi');
    expect(emergencyText).toMatch(/112.*108/);
    expect(emergencyText).toContain('इमरजेंसी');
  });
  it('start in Hindi when a message in Hindi reaches an English page', () => {
    const text = safetyReply('self_harm', 'mujhe marna hai', 'en');
    expect(text.split('\n')[0]).toContain('आप अकेले नहीं हैं');
    expect(text).toContain("I'm really glad you told me");
  });
  it('join the numbers of the Hindi lead with "या" on an English page', () => {
    const lead = safetyReply('self_harm', 'mujhe marna hai', 'en').split('\n')[0]!;
    expect(lead).toContain('14416 या 1-800-891-4416');
    expect(lead).not.toContain(' or ');
  });
  it('open in Hindi by thanking the member for telling, not by saying it felt good', () => {
    const opening = safetyReply('self_harm', 'मैं मरना चाहता हूँ', 'hi').split('\n')[0]!;
    expect(opening.startsWith('मुझे सच में अच्छा लगा')).toBe(false);
    expect(opening).toContain('आपने मुझसे यह बात कही, यह बहुत अच्छा किया।');
  });
  it('say in Hindi that a fever during chemotherapy must be shown to a doctor', () => {
    expect(safetyReply('medical_emergency', 'कीमो के बाद तेज़ बुखार है', 'hi')).toContain('डॉक्टर को दिखाना');
  });
  it('use one Hindi word for free: मुफ़्त', () => {
    const hindi = safetyReply('self_harm', 'मैं मरना चाहता हूँ', 'hi') + safetyReply('self_harm', 'mujhe marna hai', 'en');
    expect(hindi).toContain('मुफ़्त');
    expect(hindi).not.toMatch(/निःशुल्क|मुफ्त/);
  });
  it('send a medical emergency to 112/108, the emergency department and the oncology team', () => {
    const text = safetyReply('medical_emergency', 'chest pain');
    expect(text).toMatch(/112.*108/);
    expect(text).toContain('nearest hospital emergency department');
    expect(text).toContain('oncology team');
  });
});
