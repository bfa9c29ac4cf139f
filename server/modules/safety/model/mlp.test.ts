import { describe, expect, it } from 'vitest';
import { HIDDEN, packedProbabilities, packReaders, readerProbabilities, seeded, type MlpWeights } from './mlp.js';

/** A reader with random signed bytes over `slots` slots and random small layers. */
function reader(slots: number, seed: number): MlpWeights {
  const random = seeded(seed);
  const q = new Int8Array(slots * HIDDEN);
  for (let i = 0; i < q.length; i++) q[i] = Math.round(random() * 254) - 127;
  const numbers = (n: number) => Array.from({ length: n }, () => random() - 0.5);
  return { q, scale: 0.01, bias: numbers(HIDDEN), out: numbers(3 * HIDDEN), outBias: numbers(3) };
}

describe('the packed readers', () => {
  const readers = [reader(512, 1), reader(512, 2), reader(512, 3)];
  const packed = packReaders(readers);
  const layers = readers.map(({ q: _q, ...layers }) => layers);
  const average = (slots: number[]) => {
    const each = readers.map((r) => readerProbabilities(r, slots));
    return [0, 1, 2].map((c) => each.reduce((a, p) => a + p[c]!, 0) / readers.length);
  };

  it('give the average of the readers read one by one, for short messages and for long ones', () => {
    const random = seeded(7);
    // Long enough for the 16-bit lanes to be emptied several times, with the same slot repeated.
    for (const length of [0, 1, 5, 255, 256, 257, 1000, 5000]) {
      const slots = Array.from({ length }, () => Math.floor(random() * 512));
      const got = packedProbabilities(packed, layers, slots);
      const want = average(slots);
      for (let c = 0; c < 3; c++) expect(got[c]).toBeCloseTo(want[c]!, 12);
    }
  });

  it('read the extreme bytes (-127 and 127) without a lane overflowing', () => {
    const high = reader(2, 9);
    high.q.fill(127, 0, HIDDEN);
    high.q.fill(-127, HIDDEN);
    const both = [high, high, high];
    const slots = [...Array.from({ length: 3000 }, () => 0), ...Array.from({ length: 1000 }, () => 1)];
    const got = packedProbabilities(packReaders(both), both, slots);
    const want = readerProbabilities(high, slots);
    for (let c = 0; c < 3; c++) expect(got[c]).toBeCloseTo(want[c]!, 12);
  });
});
