import { readMessage, type Reading } from './features.js';
import { DEFAULT_MLP, quantiseMlp, readerProbabilities, trainMlp, type MlpOptions, type MlpWeights } from './mlp.js';
import { CLASSES, type ModelClass } from './model.js';
import { sentenceWindows } from '../windows.js';
import type { RiskKind } from '../detect.js';

/**
 * Training of the model in model.ts (the reader of mlp.ts, seeded, so the same data always gives
 * the same weights). Used by scripts/train-safety.ts and by the leave-one-writer-out measure that
 * chooses the thresholds, which scores each writer with the quantised weights exactly as they ship.
 */
export interface TrainingExample {
  text: string;
  label: ModelClass;
}

export type TrainOptions = MlpOptions;
export const DEFAULT_TRAINING: TrainOptions = DEFAULT_MLP;

export type Encoded = { slots: number[]; y: number; reading?: Reading };

export const encode = (examples: TrainingExample[]): Encoded[] =>
  examples.map((e) => {
    const reading = readMessage(e.text);
    return { slots: reading.slots, y: CLASSES.indexOf(e.label), reading };
  });

/** The reader trained on `data` and quantised as it ships. */
export function train(data: Encoded[], options: TrainOptions = DEFAULT_TRAINING): MlpWeights {
  return quantiseMlp(trainMlp(data, options));
}

export interface Scored {
  set: string;
  label: ModelClass;
  lang: string;
  text: string;
  /** What the phrases of detect.ts matched in the whole message. */
  phrase: RiskKind | null;
  /** The rules that fired (for reading the misses). */
  fired: string[];
  /** The whole message's probabilities, from a model that never saw this writer. */
  base: [number, number, number];
  /** Each sentence window's (windows.ts), from the same model. */
  wins: [number, number, number][];
  /** The probabilities the policy reads (train-safety.ts joins base and wins, windows.ts joinWindows). */
  p: [number, number, number];
}

/**
 * Each writer's set scored by a model trained on every other writer's set: how the model does on a
 * writer it has never seen. The thresholds of the two levels are chosen on these scores. With
 * `only`, just those writers are left out in turn (the folds can be computed in parts).
 */
export function leaveOneWriterOut(
  examples: (TrainingExample & { set: string; lang: string })[],
  options: TrainOptions = DEFAULT_TRAINING,
  only?: (set: string) => boolean,
): Scored[] {
  const encoded = encode(examples);
  const windows = examples.map((e) => sentenceWindows(e.text).map((w) => readMessage(w, false, false).slots));
  const sets = [...new Set(examples.map((e) => e.set))].filter((s) => !only || only(s));
  const out: Scored[] = [];
  for (const held of sets) {
    const w = train(
      encoded.filter((_, i) => examples[i]!.set !== held),
      options,
    );
    const score = (slots: number[]) => readerProbabilities(w, slots);
    examples.forEach((e, i) => {
      if (e.set !== held) return;
      const base = score(encoded[i]!.slots);
      const wins = windows[i]!.map(score);
      const reading = encoded[i]!.reading!;
      out.push({
        set: e.set,
        label: e.label,
        lang: e.lang,
        text: e.text,
        phrase: reading.phrase,
        fired: reading.signals.fired,
        base,
        wins,
        p: base,
      });
    });
  }
  return out;
}

/** The lowest threshold on the risk probability whose false-alarm rate on `scored` is at most `rate`. */
export function thresholdFor(scored: Scored[], rate: number): number {
  const risks = scored
    .filter((s) => s.label === 'none')
    .map((s) => 1 - s.p[0])
    .sort((a, b) => b - a);
  const allowed = Math.floor(rate * risks.length);
  // Strictly above the (allowed+1)-th highest ordinary message's risk.
  const cut = risks[allowed] ?? 0;
  return Math.min(0.999, cut + 1e-6);
}
