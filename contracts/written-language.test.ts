import { describe, expect, it } from 'vitest';
import { writtenLanguage } from './written-language.js';

describe('writtenLanguage', () => {
  it('reads Devanagari as Hindi, names in Latin letters included', () => {
    expect(writtenLanguage('कीमो के बाद थकान', 'मैंने AIIMS में Forti से पूछा कि कीमो के बाद क्या खाएँ?')).toBe('hi');
  });

  it('reads romanised Hindi as hi-Latn', () => {
    expect(writtenLanguage('Chemo ke baad', 'Mujhe bahut dar lag raha hai, kya aap bata sakte hain?')).toBe('hi-Latn');
    expect(writtenLanguage('mummy ki report aayi hai, doctor ne kaha theek hai')).toBe('hi-Latn');
  });

  it('keeps English with a Hindi word or two as English', () => {
    expect(writtenLanguage('Thank you ji', 'Your words gave my mother so much courage before her surgery.')).toBe('en');
    expect(
      writtenLanguage('Tips for the first chemo cycle', 'Drink water, rest, and ask the nurse about nausea.'),
    ).toBe('en');
  });

  it('reads English with a Hindi word in Devanagari as English', () => {
    expect(writtenLanguage('My grandmother always said धैर्य, patience, and she was right about treatment.')).toBe('en');
  });
});
