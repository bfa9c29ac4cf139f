import type { CostsAnswers, SchemeReason, SchemeRules } from '../../../contracts/costs.js';

/**
 * Whether a scheme may apply to the questionnaire's answers, and why (issue 25 §2). A scheme stays
 * open unless an answer the person gave rules it out: a missing or 'unknown' answer never hides a
 * scheme. The reasons are catalog keys (costs:reasons.<key>) with their values, so the page says
 * them in the reader's language. 'May be eligible' only: the scheme decides.
 */
export function matchScheme(rules: SchemeRules, answers: CostsAnswers): { open: boolean; reasons: SchemeReason[] } {
  const reasons: SchemeReason[] = [];
  let open = true;

  if (rules.states.length === 0) reasons.push({ key: 'national' });
  else if (answers.state === undefined) reasons.push({ key: 'stateUnknown' });
  else if (rules.states.includes(answers.state)) reasons.push({ key: 'state', params: { state: answers.state } });
  else open = false;

  if (rules.minAge !== null) {
    if (answers.age === undefined) reasons.push({ key: 'ageUnknown', params: { minAge: rules.minAge } });
    else if (answers.age >= rules.minAge)
      reasons.push({ key: 'age', params: { age: answers.age, minAge: rules.minAge } });
    else open = false;
  }

  if (rules.needsCard) {
    if (answers.card === 'yes') reasons.push({ key: 'card' });
    else if (answers.card === 'unknown') reasons.push({ key: 'cardUnknown' });
    else open = false;
  }

  if (rules.employment.length > 0) {
    const employment = answers.employment;
    if (employment === 'unknown') reasons.push({ key: 'employmentUnknown' });
    else if ((rules.employment as string[]).includes(employment))
      reasons.push({ key: 'employment', params: { employment } });
    else open = false;
  }

  if (rules.excludesGovtEmployees) {
    if (answers.employment === 'central' || answers.employment === 'state') open = false;
    else if (answers.employment !== 'unknown') reasons.push({ key: 'notGovt' });
  }

  if (rules.hospitalKinds.length > 0) {
    const hospital = answers.hospital;
    if (hospital === 'unknown') reasons.push({ key: 'hospitalUnknown' });
    else if ((rules.hospitalKinds as string[]).includes(hospital))
      reasons.push({ key: 'hospital', params: { hospital } });
    else open = false;
  }

  return { open, reasons };
}
