import { describe, expect, it } from 'vitest';
import { normalise, tokenise } from './normalise.js';

describe('the risk normaliser', () => {
  it('folds nukta forms to their base letters but keeps ड़ and ढ़', () => {
    expect(tokenise('ख़ून बुख़ार ज़िंदगी फ़ायदा क़सम ग़म')).toEqual(['खून', 'बुखार', 'जिंदगी', 'फायदा', 'कसम', 'गम']);
    expect(tokenise('पड़ा पढ़ा')).toEqual(['पड़ा', 'पढ़ा']);
    // Decomposed input (letter + nukta sign) folds the same way.
    expect(tokenise('ख\u093Cून')).toEqual(['खून']);
  });

  it('writes chandrabindu as anusvara and a nasal half-letter as anusvara', () => {
    expect(tokenise('हूँ साँस ज़िन्दगी')).toEqual(['हूं', 'सांस', 'जिंदगी']);
  });

  it('drops zero-width characters, punctuation and case, and squeezes stretched letters', () => {
    expect(tokenise('I wanna DIEEEE!!! pleeease')).toEqual(['i', 'wanna', 'die', 'please']);
    expect(tokenise('जी\u200Dना, नहीं।')).toEqual(['जीना', 'नहीं']);
    expect(tokenise("don't")).toEqual(['dont']);
  });

  it('folds romanised Hindi spellings in the loose view, token for token', () => {
    const { plain, loose } = normalise('marr jaan khtm zindgi nai jeena khoon');
    expect(loose).toEqual(['mar', 'jan', 'khatam', 'jindagi', 'nahi', 'jena', 'khon']);
    expect(plain.length).toBe(loose.length);
    expect(normalise('nahin nhi nahi').loose).toEqual(['nahi', 'nahi', 'nahi']);
    expect(normalise('khatm khatam').loose).toEqual(['khatam', 'khatam']);
  });

  it('folds long and short vowels and the anusvara in Devanagari in the loose view', () => {
    expect(normalise('नहीं नही').loose).toEqual(['नहि', 'नहि']);
    expect(normalise('जाऊँ जाउं').loose).toEqual(['जाउ', 'जाउ']);
  });
});
