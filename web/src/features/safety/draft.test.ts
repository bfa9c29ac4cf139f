import { describe, expect, it } from 'vitest';
import { issueText } from '@contracts/messages';
import { SafetyPlanMessages } from '@contracts/safety';
import { telHref } from './api';
import { bodyFrom, draftFrom } from './draft';

const empty = {
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  helpers: [],
  professionals: [],
  saferSurroundings: [],
  reasonsForLiving: [],
};

describe('saving a safety plan from the page', () => {
  it('leaves out blank lines and blank people, and keeps the rest as written', () => {
    const draft = draftFrom({
      ...empty,
      warningSigns: ['', 'I stop eating', '   '],
      helpers: [
        { name: 'Meera', phone: '98765 43210' },
        { name: '', phone: '' },
      ],
    });
    expect(bodyFrom(draft)).toEqual({
      body: { ...empty, warningSigns: ['I stop eating'], helpers: [{ name: 'Meera', phone: '98765 43210' }] },
      errors: null,
    });
  });

  it('puts each refusal on the line it belongs to, even after blank lines', () => {
    const draft = draftFrom({
      ...empty,
      helpers: [
        { name: '', phone: '' },
        { name: '', phone: '98765' },
      ],
      reasonsForLiving: ['', 'x'.repeat(201)],
    });
    const result = bodyFrom(draft);
    expect(result.body).toBeNull();
    expect(result.errors).toEqual({
      [`${draft.helpers[1]!.id}.name`]: issueText(SafetyPlanMessages.nameRequired),
      [draft.reasonsForLiving[1]!.id]: issueText(SafetyPlanMessages.itemTooLong),
    });
  });
});

describe('a phone number as a link', () => {
  it.each([
    ['14416', 'tel:14416'],
    ['1-800-891-4416', 'tel:18008914416'],
    ['+91 98765 43210', 'tel:+919876543210'],
    ['(044) 2491-0754', 'tel:04424910754'],
  ])('dials %s as %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
