import { HIDDEN } from './mlp.js';

/**
 * The readers' byte columns summed in WebAssembly SIMD (decision 0058, round 13): the same exact
 * integers as mlp.ts sumColumns, sixteen bytes a load, all the readers in one pass over a message's
 * slots. The module is small enough to be written here, instruction by instruction, rather than
 * built by a toolchain; mlp.test.ts and simd.test.ts compare every sum with the JavaScript one.
 *
 * Its memory holds the packed weights (mlp.ts packReaders, slot-major, HIDDEN signed bytes per
 * reader), then room for a message's slots, then the sums. `sum(n)` reads n slots and writes the
 * sums: each 16-byte load is widened to two vectors of eight 16-bit lanes and added to accumulators
 * that are emptied into 32-bit totals every LANE_ROOM slots (256 x 128 fits in 16 bits).
 *
 * Where WebAssembly or its SIMD is not available (a runtime started without it), `simdSums` returns
 * null and the JavaScript sums are used.
 */
const LANE_ROOM = 256;
/** Slots a message may have and still be summed here; longer ones are summed in JavaScript. */
export const SLOT_ROOM = 1 << 16;

const I32 = 0x7f;
const V128 = 0x7b;
const op = {
  block: 0x02,
  loop: 0x03,
  br: 0x0c,
  brIf: 0x0d,
  end: 0x0b,
  select: 0x1b,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  i32Load: 0x28,
  i32Const: 0x41,
  i32GeU: 0x4f,
  i32LtU: 0x49,
  i32Add: 0x6a,
  i32Mul: 0x6c,
  i32Shl: 0x74,
} as const;
/** SIMD instructions: the 0xfd prefix and their numbers (WebAssembly 2.0, section 5.4.8). */
const simd = {
  load: 0x00,
  store: 0x0b,
  const: 0x0c,
  i16x8ExtendLowI8x16S: 0x87,
  i16x8ExtendHighI8x16S: 0x88,
  i16x8Add: 0x8e,
  i32x4ExtendLowI16x8S: 0xa7,
  i32x4ExtendHighI16x8S: 0xa8,
  i32x4Add: 0xae,
} as const;

/** Unsigned LEB128. */
function leb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}
/** Signed LEB128 (for i32.const). */
function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) return [...out, byte];
    out.push(byte | 0x80);
  }
}
const name = (s: string) => [s.length, ...Buffer.from(s, 'ascii')];
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
const vec = (items: number[][]) => [...leb(items.length), ...items.flat()];

/** The body of `sum(n)` for `readers` readers, slots at `slotsAt` and sums at `sumsAt` (byte addresses). */
function sumBody(readers: number, slotsAt: number, sumsAt: number): number[] {
  const [n, i, stop, row] = [0, 1, 2, 3];
  const tmp = 4;
  const lanes = 5; // 2 per reader: columns 0-7 and 8-15 as 16-bit lanes
  const totals = lanes + 2 * readers; // 4 per reader: columns in fours as 32-bit lanes
  const get = (l: number) => [op.localGet, ...leb(l)];
  const set = (l: number) => [op.localSet, ...leb(l)];
  const tee = (l: number) => [op.localTee, ...leb(l)];
  const v = (code: number, ...memarg: number[]) => [0xfd, ...leb(code), ...memarg];
  const zero = v(simd.const, ...new Array<number>(16).fill(0));
  const code: number[] = [];
  // block $done; loop $outer: while i < n
  code.push(op.block, 0x40, op.loop, 0x40, ...get(i), ...get(n), op.i32GeU, op.brIf, 1);
  // stop = min(i + LANE_ROOM, n)
  code.push(...get(i), op.i32Const, ...sleb(LANE_ROOM), op.i32Add, ...tee(stop), ...get(n));
  code.push(...get(stop), ...get(n), op.i32LtU, op.select, ...set(stop));
  for (let a = 0; a < 2 * readers; a++) code.push(...zero, ...set(lanes + a));
  // loop $inner: row = slots[i] * width; each reader's 16 bytes widened and added
  code.push(op.loop, 0x40, ...get(i), op.i32Const, 2, op.i32Shl, op.i32Load, 2, ...leb(slotsAt));
  code.push(op.i32Const, ...sleb(readers * HIDDEN), op.i32Mul, ...set(row));
  for (let r = 0; r < readers; r++) {
    const [low, high] = [lanes + 2 * r, lanes + 2 * r + 1];
    code.push(...get(row), ...v(simd.load, 0, ...leb(r * HIDDEN)), ...tee(tmp));
    code.push(...v(simd.i16x8ExtendLowI8x16S), ...get(low), ...v(simd.i16x8Add), ...set(low));
    code.push(...get(tmp), ...v(simd.i16x8ExtendHighI8x16S), ...get(high), ...v(simd.i16x8Add), ...set(high));
  }
  code.push(...get(i), op.i32Const, 1, op.i32Add, ...tee(i), ...get(stop), op.i32LtU, op.brIf, 0, op.end);
  // the 16-bit lanes emptied into the 32-bit totals
  for (let a = 0; a < 2 * readers; a++) {
    const [t0, t1] = [totals + 2 * a, totals + 2 * a + 1];
    code.push(...get(lanes + a), ...v(simd.i32x4ExtendLowI16x8S), ...get(t0), ...v(simd.i32x4Add), ...set(t0));
    code.push(...get(lanes + a), ...v(simd.i32x4ExtendHighI16x8S), ...get(t1), ...v(simd.i32x4Add), ...set(t1));
  }
  code.push(op.br, 0, op.end, op.end);
  for (let t = 0; t < 4 * readers; t++)
    code.push(op.i32Const, 0, ...get(totals + t), ...v(simd.store, 4, ...leb(sumsAt + 16 * t)));
  code.push(op.end);
  const locals = vec([
    [...leb(3), I32],
    [...leb(1 + 2 * readers + 4 * readers), V128],
  ]);
  return [...locals, ...code];
}

function moduleBytes(readers: number, pages: number, slotsAt: number, sumsAt: number): Uint8Array<ArrayBuffer> {
  const body = sumBody(readers, slotsAt, sumsAt);
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vec([[0x60, 1, I32, 0]])),
    ...section(2, vec([[...name('m'), ...name('memory'), 0x02, 0x00, ...leb(pages)]])),
    ...section(3, vec([[0]])),
    ...section(7, vec([[...name('sum'), 0x00, 0]])),
    ...section(10, vec([[...leb(body.length), ...body]])),
  ]);
}

export interface SimdSums {
  /** Where packReaders' bytes are to be written (the module's memory, from address 0). */
  packed: Int8Array;
  /** The sums of a message's slots (a view reused by the next call), or null if it has too many. */
  sum(slots: readonly number[]): Int32Array | null;
}

/** A summer for `readers` readers over `slotCount` slots, or null where WebAssembly SIMD is unavailable. */
export function simdSums(readers: number, slotCount: number): SimdSums | null {
  const packedBytes = slotCount * readers * HIDDEN;
  const slotsAt = Math.ceil(packedBytes / 16) * 16;
  const sumsAt = slotsAt + SLOT_ROOM * 4;
  const pages = Math.ceil((sumsAt + readers * HIDDEN * 4) / 65_536);
  const bytes = moduleBytes(readers, pages, slotsAt, sumsAt);
  if (typeof WebAssembly === 'undefined' || !WebAssembly.validate(bytes)) return null;
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { m: { memory } });
  const run = instance.exports.sum as (n: number) => void;
  const slotView = new Int32Array(memory.buffer, slotsAt, SLOT_ROOM);
  const sums = new Int32Array(memory.buffer, sumsAt, readers * HIDDEN);
  return {
    packed: new Int8Array(memory.buffer, 0, packedBytes),
    sum(slots) {
      if (slots.length > SLOT_ROOM) return null;
      for (let k = 0; k < slots.length; k++) slotView[k] = slots[k]!;
      run(slots.length);
      return sums;
    },
  };
}
