/** Where a sentence ends: a full stop between digits is a decimal point (38.5). */
const SENTENCE_END = /(?<!\d)\.(?!\d)|[!?;\n\r|\u0964\u0965]+/g;

/**
 * The windows of a message of three sentences or more: each run of `size` sentences side by side
 * (a message of sentences A B C D gives AB, BC, CD). A signal that comes late in a long message,
 * after paragraphs of context, is read with its neighbour alone as well as with the whole message
 * (assess.ts takes the stronger, decision 0058, round 4).
 */
export function sentenceWindows(text: string, size = 2): string[] {
  const ends: number[] = [];
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) ends.push(m.index + m[0].length);
  const starts = [0];
  for (const e of ends) if (e < text.length) starts.push(e);
  const sentences: string[] = [];
  for (let i = 0; i < starts.length; i++) {
    const piece = text.slice(starts[i], starts[i + 1] ?? text.length);
    if (/[\p{L}\p{N}]/u.test(piece)) sentences.push(piece);
  }
  if (sentences.length <= size) return [];
  const out: string[] = [];
  for (let i = 0; i + size <= sentences.length; i++) out.push(sentences.slice(i, i + size).join(''));
  return out;
}

export type Probabilities = [number, number, number];

/**
 * The whole message's probabilities joined with its windows': the strongest window counts, its
 * probability of "none" moved `weight` of the way from the whole message's towards its own
 * (1 = the strongest window alone, 0 = the whole message alone; model.json's windowWeight, chosen on
 * leave-one-writer-out scores by scripts/train-safety.ts, decision 0058). The risk
 * is never lower than the whole message's; its kind is the strongest window's when that window
 * raised it.
 */
export function joinWindows(whole: Probabilities, wins: Probabilities[], weight: number): Probabilities {
  let best: Probabilities | null = null;
  for (const p of wins) if (!best || p[0] < best[0]) best = p;
  if (weight === 0 || !best || best[0] >= whole[0]) return whole;
  const none = whole[0] + weight * (best[0] - whole[0]);
  const k = (1 - none) / (1 - best[0]);
  return [none, best[1] * k, best[2] * k];
}
