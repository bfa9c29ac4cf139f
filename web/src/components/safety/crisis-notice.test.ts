import { describe, expect, it } from 'vitest';
import en from '@/locales/en/crisis.json';
import hi from '@/locales/hi/crisis.json';
import { SharedThings } from './crisis-notice';

describe("the crisis card's words for what was shared", () => {
  it('exist in English and Hindi for every kind of thing a screened write saves', () => {
    for (const catalog of [en, hi]) {
      const words = catalog.private as Record<string, string>;
      expect(SharedThings.filter((thing) => !words[thing])).toEqual([]);
      expect(Object.keys(words).sort()).toEqual([...SharedThings].sort());
    }
  });
});
