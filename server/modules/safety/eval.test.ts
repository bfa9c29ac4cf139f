import { describe, expect, it } from 'vitest';
import { assessRisk } from './index.js';
import { evaluate, formatReport, loadSet } from './eval/evaluate.js';

/**
 * The evaluation's shape (issue 38, decision 0058): enough development data from enough writers,
 * held-out sets from writers who never saw the code, nothing shared between them. The figures
 * themselves are printed by `npm run eval:safety`; the held-out targets are checked here too.
 */
describe('the risk detector, measured on writers it was not trained on', () => {
  const heldout = loadSet('heldout');
  const dev = loadSet('dev');
  const heldoutSets = [...new Set(heldout.map((e) => e.set))];

  it('trains on at least 3,000 labelled messages from at least eight writers, a third of them hard negatives', () => {
    expect(dev.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(dev.map((e) => e.set)).size).toBeGreaterThanOrEqual(8);
    expect(dev.filter((e) => e.label === 'none').length / dev.length).toBeGreaterThanOrEqual(1 / 3);
    for (const lang of ['en', 'hi', 'hi-latn'])
      for (const label of ['self_harm', 'medical_emergency', 'none'])
        expect(dev.filter((e) => e.lang === lang && e.label === label).length).toBeGreaterThanOrEqual(100);
  });

  it('holds out at least three sets of at least 300 messages, none of them in the development data', () => {
    expect(heldoutSets.length).toBeGreaterThanOrEqual(3);
    for (const set of heldoutSets) expect(heldout.filter((e) => e.set === set).length).toBeGreaterThanOrEqual(300);
    const devTexts = new Set(dev.map((e) => e.text.trim().toLowerCase()));
    expect(heldout.filter((h) => devTexts.has(h.text.trim().toLowerCase())).map((h) => h.text)).toEqual([]);
  });

  // Met since v13 (decision 0058, round 12): a retrained model that misses a target on a new
  // writer's set fails here.
  it('meets the targets on every held-out set: recall 95% (90% per kind and language), false alarms 5%, crisis false alarms 2%', () => {
    for (const set of heldoutSets) {
      const report = evaluate(
        heldout.filter((e) => e.set === set),
        assessRisk,
      );
      expect(report.failures, formatReport(set, report, false)).toEqual([]);
    }
  });
});
