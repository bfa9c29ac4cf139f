import { describe, expect, it } from 'vitest';
import { detectRisk } from './index.js';
import { evaluate, formatReport, loadSet, TARGETS } from './eval/evaluate.js';

describe('the risk detector, measured on messages it was not tuned on', () => {
  const heldout = loadSet('heldout');
  const dev = loadSet('dev');

  it('has a labelled set of at least 400 messages, 40% of them held out, in all three languages', () => {
    expect(heldout.length + dev.length).toBeGreaterThanOrEqual(400);
    expect(heldout.length / (heldout.length + dev.length)).toBeGreaterThanOrEqual(0.4);
    for (const lang of ['en', 'hi', 'hi-latn'])
      for (const label of ['self_harm', 'medical_emergency', 'none'])
        expect(heldout.filter((e) => e.lang === lang && e.label === label).length).toBeGreaterThanOrEqual(10);
    const dup = heldout.filter((h) => dev.some((d) => d.text === h.text));
    expect(dup).toEqual([]);
  });

  it(`finds ${TARGETS.overallRecall * 100}% of held-out risk messages, ${TARGETS.cellRecall * 100}% of each kind in each language, with at most ${TARGETS.falseAlarmRate * 100}% false alarms`, () => {
    const report = evaluate(heldout, detectRisk);
    expect(report.failures, formatReport('held-out', report)).toEqual([]);
  });

  it('meets the same targets on the dev set', () => {
    const report = evaluate(dev, detectRisk);
    expect(report.failures, formatReport('dev', report)).toEqual([]);
  });
});
