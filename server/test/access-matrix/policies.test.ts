import { describe, expect, it } from 'vitest';
import { POLICY_MATRIX, POLICY_MODULES, POLICY_VIEWERS, VIEWERS } from './policies.js';

describe('the policies', () => {
  for (const row of POLICY_MATRIX) {
    it(`answer ${row.policy} for each kind of viewer`, () => {
      const answers = POLICY_VIEWERS.map((kind) => row.ask(VIEWERS[kind]));
      expect(Object.fromEntries(POLICY_VIEWERS.map((kind, i) => [kind, answers[i]]))).toEqual(
        Object.fromEntries(POLICY_VIEWERS.map((kind, i) => [kind, row.expect[i]])),
      );
    });
  }

  it('have a row for every function a policy file exports', () => {
    const asked = new Set(POLICY_MATRIX.map((row) => row.policy.split(' ')[0]));
    const exported = Object.entries(POLICY_MODULES).flatMap(([domain, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${domain}.${name}`),
    );
    expect(exported.filter((name) => !asked.has(name))).toEqual([]);
  });
});
