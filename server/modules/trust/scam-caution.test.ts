import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { connect } from '../../test/people.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const send = async (from: Member, to: Member, content: string) => {
  const res = await as(t.app, from, { method: 'POST', url: `/api/messages/${to.id}`, payload: { content } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const thread = async (who: Member, other: Member) =>
  (await as(t.app, who, { method: 'GET', url: `/api/messages/${other.id}` })).json();

describe('a scam warning in private messages (issue 41)', () => {
  it('warns the reader of a first message that asks for money or offers a cure, never its sender', async () => {
    const scammer = await createMember(t, 'caregiver', { name: 'Vikram Sethi' });
    const member = await createMember(t, 'patient', { name: 'Anita Desai' });
    await connect(t, scammer, member);
    await send(scammer, member, 'Hello ji, how is your treatment going?');
    const scam = await send(
      scammer,
      member,
      'Guaranteed herbal medicine, 100% cure for cancer in 30 days, no need for chemo. Pay Rs 5000 to my UPI vikram.cure@okaxis to order.',
    );
    expect((await thread(member, scammer)).caution).toEqual({ messageId: scam });
    expect((await thread(scammer, member)).caution).toBeNull();
    // The one-click report files that message.
    const report = await as(t.app, member, {
      method: 'POST',
      url: `/api/messages/items/${scam}/reports`,
      payload: { reason: 'spam' },
    });
    expect(report.statusCode, report.body).toBe(200);
  });

  it('says nothing about ordinary messages, even ones that talk about money', async () => {
    const a = await createMember(t, 'caregiver', { name: 'Ravi Kumar' });
    const b = await createMember(t, 'patient', { name: 'Sunita Rao' });
    await connect(t, a, b);
    await send(a, b, 'The PMJAY card covered most of the chemo bill for my father. Ask the hospital desk about it.');
    expect((await thread(b, a)).caution).toBeNull();
  });
});
