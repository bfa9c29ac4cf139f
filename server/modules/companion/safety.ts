import type { TFunction } from 'i18next';
import type { Language } from '../../../contracts/enums.js';
import { translator } from '../../platform/i18n.js';
import { Helplines, type Helpline } from '../../platform/helplines.js';
import { assessRisk, detectRisk, type PlanForCrisis, type RiskAssessment, type RiskKind } from '../safety/index.js';

export { assessRisk, detectRisk, type RiskAssessment, type RiskKind };

/**
 * Safety comes before any reply provider: a message that detectRisk (the safety module) flags is
 * answered at once from here, in every mode, with India's helplines.
 */
/** Hindi in Devanagari, or romanised Hindi common words: the safety reply then starts in Hindi too. */
function looksHindi(text: string): boolean {
  return (
    /[\u0900-\u097F]/.test(text) ||
    /\b(hai|hoon|hun|nahi|nahin|mujhe|mera|meri|kya|bahut|chahta|chahti|mann|jeene|khud)\b/i.test(text)
  );
}

const { teleManas, emergency, ambulance } = Helplines;

/** The numbers of a helpline as one phrase in a language: "14416 or 1-800-891-4416", "14416 या 1-800-891-4416". */
const numbersIn = (t: TFunction, h: Helpline) => h.numbers.join(` ${t('safety:or')} `);

/** What the member wrote in their safety plan for a moment like this, and always the way to the plan. */
function planLines(t: TFunction, plan: PlanForCrisis | null): string[] {
  if (!plan) return [t('safety:selfHarm.planMake')];
  const helpers = plan.helpers.map((p) =>
    p.phone
      ? t('safety:selfHarm.planPerson', { name: p.name, phone: p.phone })
      : t('safety:selfHarm.planPersonNoPhone', { name: p.name }),
  );
  const reasons = plan.reasonsForLiving.map((reason) => t('safety:selfHarm.planReason', { reason }));
  return [
    ...(helpers.length > 0 ? [t('safety:selfHarm.planPeople'), ...helpers, ''] : []),
    ...(reasons.length > 0 ? [t('safety:selfHarm.planReasons'), ...reasons, ''] : []),
    t('safety:selfHarm.planOpen'),
  ];
}

function selfHarmReply(t: TFunction, hindiLead: boolean, plan: PlanForCrisis | null): string {
  const numbers = (h: Helpline) => numbersIn(t, h);
  // The Hindi lead joins its numbers in Hindi, whatever the page's language.
  const hindi = translator('hi');
  return [
    ...(hindiLead
      ? [
          hindi('safety:selfHarm.hindiLead', { numbers: numbersIn(hindi, teleManas), emergency: emergency.numbers[0] }),
          '',
        ]
      : []),
    t('safety:selfHarm.opening'),
    '',
    t('safety:selfHarm.danger', { emergency: emergency.numbers[0] }),
    '',
    t('safety:selfHarm.counsellor'),
    t('safety:selfHarm.teleManas', {
      name: teleManas.name,
      numbers: numbers(teleManas),
      hours: t('safety:helplines.teleManasHours'),
      operator: t('safety:helplines.teleManasOperator'),
      source: teleManas.source,
    }),
    t('safety:selfHarm.emergency', {
      emergencyName: t('safety:helplines.emergencyName'),
      emergencyNumbers: numbers(emergency),
      ambulanceName: t('safety:helplines.ambulanceName'),
      ambulanceNumbers: numbers(ambulance),
    }),
    '',
    ...planLines(t, plan),
    '',
    t('safety:selfHarm.someone'),
    t('safety:selfHarm.closing'),
  ].join('\n');
}

function medicalEmergencyReply(t: TFunction, hindiLead: boolean): string {
  const call = { emergency: emergency.numbers[0], ambulance: ambulance.numbers[0] };
  return [
    ...(hindiLead ? [t('safety:medical.hindiLead', call), ''] : []),
    t('safety:medical.opening'),
    t('safety:medical.call', call),
    t('safety:medical.oncology'),
    t('safety:medical.papers'),
    '',
    t('safety:medical.closing'),
  ].join('\n');
}

/**
 * The immediate, kind reply for a risk message (sent instead of any provider's reply), in the
 * member's language. A message written in Hindi to an English page still starts with two lines
 * in Hindi, so that the numbers to call are understood at once. A self-harm reply shows the
 * member's own people and reasons for living from their safety plan (`plan`, null without one)
 * and always the way to the plan.
 */
export function safetyReply(
  kind: RiskKind,
  message: string,
  language: Language = 'en',
  plan: PlanForCrisis | null = null,
): string {
  const t = translator(language);
  const hindiLead = language !== 'hi' && looksHindi(message);
  return kind === 'self_harm' ? selfHarmReply(t, hindiLead, plan) : medicalEmergencyReply(t, hindiLead);
}

/**
 * A medical *concern* (decision 0058): the detector heard something that may need a doctor, not
 * clearly an emergency. Forti answers the question as usual and adds this note on when to get help
 * now, without saying it "detected" anything. (A self-harm signal of either level gets the full
 * safety reply: in a private conversation the reply is all the member sees.)
 */
export function medicalConcernNote(language: Language): string {
  const t = translator(language);
  return [
    t('safety:concern.medical'),
    t('safety:concern.medicalCall', { ambulance: ambulance.numbers[0], emergency: emergency.numbers[0] }),
  ].join(' ');
}
