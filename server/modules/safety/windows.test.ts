import { describe, expect, it } from 'vitest';
import { joinWindows, sentenceWindows } from './windows.js';
import { readMessage } from './model/features.js';

describe('sentence windows (decision 0058, round 4)', () => {
  it('reads a message of three sentences or more two sentences at a time, and a shorter one not at all', () => {
    expect(sentenceWindows('Chemo on Monday. Papa is fine.')).toEqual([]);
    expect(sentenceWindows('Chemo on Monday. Papa is fine! Temp 38.5 today? Ok')).toEqual([
      'Chemo on Monday. Papa is fine!',
      ' Papa is fine! Temp 38.5 today?',
      ' Temp 38.5 today? Ok',
    ]);
    expect(sentenceWindows('पापा ठीक हैं। कीमो सोमवार को है। आज बुखार नहीं है।')).toHaveLength(2);
  });

  it('raises the whole message’s risk towards its strongest window by the weight, and never lowers it', () => {
    const whole: [number, number, number] = [0.9, 0.05, 0.05];
    const wins: [number, number, number][] = [
      [0.95, 0.03, 0.02],
      [0.1, 0.85, 0.05],
    ];
    expect(joinWindows(whole, wins, 0)).toEqual(whole);
    joinWindows(whole, wins, 1).forEach((x, i) => expect(x).toBeCloseTo(wins[1]![i]!));
    const half = joinWindows(whole, wins, 0.5);
    expect(half[0]).toBeCloseTo(0.5);
    expect(half[1]).toBeGreaterThan(half[2]);
    expect(half[0] + half[1] + half[2]).toBeCloseTo(1);
    expect(joinWindows(whole, [[0.99, 0.005, 0.005]], 1)).toEqual(whole);
  });
});

describe('word order and composition', () => {
  it('names two concepts that stand near each other in one sentence, in the order written', () => {
    const near = readMessage('I have kept the rope ready', true).names;
    expect(near.some((n) => n.startsWith('kn:SELF|') && n.includes('MEANS_OBJECT'))).toBe(true);
    const far = readMessage(
      'I went to the market with my brother and mother, and after the hospital we bought a rope',
      true,
    ).names;
    expect(far.some((n) => n.startsWith('kn:SELF|MEANS_OBJECT'))).toBe(false);
  });

  it('does not read a negation inside a concept’s own words as negating it', () => {
    const names = readMessage('ab in dawaiyon ki zarurat nahi padegi mujhe', true).names;
    expect(names).toContain('k:PREP');
    expect(names).not.toContain('k:NOT_PREP');
  });
});
