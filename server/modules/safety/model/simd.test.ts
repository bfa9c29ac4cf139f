import { describe, expect, it } from 'vitest';
import { HIDDEN, packedSums, packReaders, seeded, type MlpWeights } from './mlp.js';
import { loadWeights, probabilities } from './model.js';
import { simdSums, SLOT_ROOM } from './simd.js';

/** A reader of random signed bytes (the extremes -128 and 127 included) over `slots` slots. */
function reader(slots: number, seed: number): MlpWeights {
  const random = seeded(seed);
  const q = new Int8Array(slots * HIDDEN);
  for (let i = 0; i < q.length; i++) q[i] = Math.round(random() * 255) - 128;
  return { q, scale: 1, bias: [], out: [], outBias: [] };
}

describe('the readers summed in WebAssembly SIMD', () => {
  it('give exactly the JavaScript sums, for messages short and long, repeats and extreme bytes included', () => {
    const readers = [reader(4096, 1), reader(4096, 2), reader(4096, 3)];
    readers[1]!.q.fill(-128, 0, HIDDEN);
    readers[2]!.q.fill(127, HIDDEN, 2 * HIDDEN);
    const summer = simdSums(readers.length, 4096);
    expect(summer).not.toBeNull();
    packReaders(readers, summer!.packed);
    const plain = packReaders(readers);
    const random = seeded(11);
    for (const length of [0, 1, 7, 255, 256, 257, 1000, 9000]) {
      // Slots 0 and 1 hold the extremes, repeated past the 16-bit lanes' room.
      const slots = Array.from({ length }, (_, i) => (i % 3 === 0 ? i % 2 : Math.floor(random() * 4096)));
      expect([...summer!.sum(slots)!]).toEqual([...packedSums(plain, readers.length, slots)]);
    }
  });

  it('leave a message with more slots than their room to the JavaScript sums, with the same probabilities', () => {
    const weights = loadWeights();
    const slots = Array.from({ length: SLOT_ROOM + 1 }, (_, i) => (i * 7919) % (1 << weights.meta.bits));
    expect(weights.simd?.sum(slots)).toBeNull();
    const few = slots.slice(0, 500);
    const withSimd = probabilities(weights, few);
    const withoutSimd = probabilities({ ...weights, simd: null }, few);
    expect(withSimd).toEqual(withoutSimd);
    expect(probabilities(weights, slots)).toEqual(probabilities({ ...weights, simd: null }, slots));
  });
});
