import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';
import {
  TARGETS,
  evaluate,
  formatReport,
  loadQuestions,
  offlineProvider,
  standInProvider,
  startStandIn,
} from './evaluate.js';
import { libraryApp } from './library-app.js';

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  t = await libraryApp();
  standIn = await startStandIn();
}, 120_000);
afterAll(async () => {
  await standIn?.close();
  await t?.close();
});

describe("Forti's library citations, measured on the question set", () => {
  const questions = loadQuestions();

  it('has at least 60 questions in English, Hindi and romanised Hindi, each with the items that answer it', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'hi', 'hi-latn'])
      expect(questions.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(15);
    for (const q of questions) expect(q.expected.length).toBeGreaterThan(0);
  });

  it(`offline: precision >= ${TARGETS.precision}, a right item cited for >= ${TARGETS.answered * 100}% of questions`, async () => {
    const report = await evaluate('offline', questions, t.app.platform.search, offlineProvider());
    expect(report.failures, formatReport(report)).toEqual([]);
  }, 120_000);

  it('with the stand-in provider: the same targets, and its wrong citations are all removed', async () => {
    const report = await evaluate('stand-in', questions, t.app.platform.search, standInProvider(standIn.url));
    expect(report.failures, formatReport(report)).toEqual([]);
    // Each answer carries an out-of-range number, [0] and an outside link: none of them is shown.
    expect(report.removed).toBeGreaterThanOrEqual(3 * questions.length);
  }, 120_000);
});
