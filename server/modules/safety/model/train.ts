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

/**
 * The shipped model is several readers whose probabilities are averaged (decision 0058, round 9):
 * each reader is trained with its own seed on the writers that remain when every `members`-th writer
 * from its own position is left out, so that on a voice none of them has read they disagree, and
 * the average is less sure of itself than any one reader (one reader was overconfident on new
 * writers in rounds 7 and 8). `members: 1` is the single reader of v7 and v8.
 */
export interface TrainOptions extends MlpOptions {
  members: number;
  /** 'writers': each reader leaves out a share of the writers; 'seed': each reads every writer. */
  bag: 'writers' | 'seed';
}
export const DEFAULT_TRAINING: TrainOptions = { ...DEFAULT_MLP, members: 3, bag: 'writers' };

export type Encoded = { slots: number[]; y: number; reading?: Reading; set?: string };

export const encode = (examples: (TrainingExample & { set?: string })[]): Encoded[] =>
  examples.map((e) => {
    const reading = readMessage(e.text);
    return { slots: reading.slots, y: CLASSES.indexOf(e.label), reading, set: e.set };
  });

/** The readers trained on `data` and quantised as they ship. */
export function train(data: Encoded[], options: TrainOptions = DEFAULT_TRAINING): MlpWeights[] {
  const writers = [...new Set(data.map((e) => e.set ?? ''))].sort();
  return Array.from({ length: options.members }, (_, k) => {
    const left = new Set(
      options.bag === 'writers' && options.members > 1 ? writers.filter((_, i) => i % options.members === k) : [],
    );
    const mine = data.filter((e) => !left.has(e.set ?? ''));
    return quantiseMlp(trainMlp(mine, { ...options, seed: options.seed + k }));
  });
}

/** The average of the readers' probabilities of none, self_harm and medical_emergency. */
export function ensembleProbabilities(readers: MlpWeights[], slots: readonly number[]): [number, number, number] {
  const p: [number, number, number] = [0, 0, 0];
  for (const r of readers) {
    const q = readerProbabilities(r, slots);
    p[0] += q[0];
    p[1] += q[1];
    p[2] += q[2];
  }
  return [p[0] / readers.length, p[1] / readers.length, p[2] / readers.length];
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
 * `only`, just those writers are left out in turn (the folds can be computed in parts). With
 * `groups`, the writers are left out a group at a time instead (every `groups`-th writer in sorted
 * order together): fewer models to train, each writer still scored by a model that never saw them.
 */
export function leaveOneWriterOut(
  examples: (TrainingExample & { set: string; lang: string })[],
  options: TrainOptions = DEFAULT_TRAINING,
  only?: (set: string) => boolean,
  groups?: number,
): Scored[] {
  const encoded = encode(examples);
  const windows = examples.map((e) => sentenceWindows(e.text).map((w) => readMessage(w, false, false).slots));
  const writers = [...new Set(examples.map((e) => e.set))].sort();
  const folds = groups
    ? Array.from({ length: groups }, (_, g) => writers.filter((_, i) => i % groups === g))
    : writers.map((s) => [s]);
  const out: Scored[] = [];
  for (const fold of folds.filter((f) => f.some((s) => !only || only(s)))) {
    const left = new Set(fold);
    const w = train(
      encoded.filter((_, i) => !left.has(examples[i]!.set)),
      options,
    );
    const score = (slots: number[]) => ensembleProbabilities(w, slots);
    examples.forEach((e, i) => {
      if (!left.has(e.set)) return;
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
