import { normalise } from '../normalise.js';
import { conceptsIn } from './lexicon.js';
import { readNumbers } from './numbers.js';

/**
 * The composed half of the detector: what a crisis counsellor and an oncology triage nurse listen
 * for, as rules over the concepts of lexicon.ts and the numbers of numbers.ts, read sentence by
 * sentence and across the sentences of one message.
 *
 * Self-harm follows the parts of the Columbia Suicide Severity Rating Scale: the person themselves,
 * with a death or ending idea, a wish or a decision, a means, a preparation; what spares it
 * (negation, a distant past, recovery told as recovery, someone else's story, a joke) is read too.
 * Medical emergencies follow the red-flag rows of the UK Oncology Nursing Society's 24-hour triage
 * tool: a symptom concept with its severity, numbers and treatment context.
 *
 * A rule names a signal; it does not decide alone. The model (model.ts) reads every signal as a
 * feature beside the words and learns how much each is worth; assess.ts uses the strongest
 * signals, which need the model's agreement, for the crisis level (decision 0058).
 */
export interface Signals {
  /** Rules that fired and were not spared, e.g. 'sh:god-take-me', 'me:fever-on-chemo'. */
  fired: string[];
  /** Rules that fired but the message spares (said of the past, of someone else, in jest...). */
  spared: string[];
}

type Has = (...names: string[]) => boolean;

const SENTENCE_END = /(?<!\d)\.(?!\d)|[!?;\n\r|\u0964\u0965]+/;

/** Self-harm rules over one sentence's concepts (or the whole message's, for 'across' rules). */
const SELF_HARM_RULES: [string, (has: Has) => boolean][] = [
  ['sh:death-wish', (has) => has('DEATH', 'ENDING') && has('WISH', 'SELF', 'CALM_DECIDED', 'WHEN_PLAN')],
  ['sh:god-take-me', (has) => has('GOD') && has('TAKE_ME', 'DEATH', 'ENDING')],
  ['sh:illness-take-me', (has) => has('TAKE_ME') && has('SELF')],
  ['sh:join-dead', (has) => has('JOIN_DEAD')],
  ['sh:means-place', (has) => has('MEANS_PLACE') && has('SELF', 'DEATH', 'ENDING', 'WHEN_PLAN', 'CALM_DECIDED')],
  ['sh:means-object', (has) => has('MEANS_OBJECT') && has('HOARD', 'DEATH', 'ENDING', 'WHEN_PLAN', 'OVERDOSE_Q')],
  ['sh:overdose-question', (has) => has('OVERDOSE_Q') && has('MEANS_OBJECT', 'OPIOID') && has('DEATH', 'ENDING')],
  ['sh:preparation', (has) => has('PREP') && has('DEATH', 'ENDING', 'CALM_DECIDED', 'HOPELESS', 'BURDEN')],
  ['sh:decided', (has) => has('CALM_DECIDED') && has('DEATH', 'ENDING', 'MEANS_PLACE', 'MEANS_OBJECT', 'STOP_TREAT')],
  ['sh:burden-ending', (has) => has('BURDEN') && has('DEATH', 'ENDING', 'HOPELESS')],
  ['sh:hopeless-life', (has) => has('HOPELESS') && has('LIFE', 'DEATH', 'ENDING')],
  ['sh:stop-treatment', (has) => has('STOP_TREAT') && has('DEATH', 'ENDING', 'CALM_DECIDED', 'HOPELESS')],
  ['sh:self-injury', (has) => has('SELF_INJ') && has('SELF') && !has('CHEMO', 'BLEED')],
];

/** Medical rules over the whole message's concepts and numbers (a caregiver tells it in pieces). */
const MEDICAL_RULES: [string, (has: Has) => boolean][] = [
  [
    'me:fever-on-chemo',
    (has) => has('FEVER', 'TEMP_FEVER', 'TEMP_MAYBE') && has('CHEMO', 'CHEMO_RECENT', 'NEUTRO') && !has('TEMP_NORMAL'),
  ],
  ['me:high-fever', (has) => has('TEMP_HIGH')],
  ['me:rigors', (has) => has('FEVER') && has('CHEMO_RECENT', 'NEUTRO', 'LINE')],
  ['me:bleeding-heavy', (has) => has('BLEED') && has('HEAVY', 'PLT_CRITICAL', 'PLT_LOW')],
  ['me:platelets-critical', (has) => has('PLT_CRITICAL')],
  ['me:seizure', (has) => has('SEIZURE')],
  ['me:unconscious', (has) => has('UNCONSCIOUS')],
  ['me:stroke', (has) => has('STROKE') && has('SUDDEN', 'NOW', 'SPEECH_OR_FACE')],
  ['me:cord-compression', (has) => has('BACK_LEGS') && has('CONTINENCE', 'STROKE', 'SUDDEN', 'WORSE')],
  ['me:breathing', (has) => has('BREATH') && has('NOW', 'WORSE', 'SPO2_LOW', 'URGENT_ASK', 'SUDDEN')],
  ['me:spo2-low', (has) => has('SPO2_LOW')],
  ['me:chest-pain', (has) => has('CHEST') && has('PAIN_SEVERE', 'BREATH', 'SUDDEN', 'NOW')],
  ['me:confused', (has) => has('CONFUSED')],
  ['me:drowsy', (has) => has('DROWSY') && has('OPIOID', 'NOW', 'SUDDEN', 'UNCONSCIOUS')],
  ['me:no-urine', (has) => (has('URINE') && has('NOT_URINE', 'URINE_LONG')) || has('URINE_LONG')],
  ['me:cannot-keep-fluids', (has) => has('VOMIT') && has('COUNT_MANY', 'WORSE', 'NOT_VOMIT', 'DEHYDRATION')],
  ['me:diarrhoea-many', (has) => has('DIARRHOEA') && has('COUNT_MANY', 'WORSE', 'DEHYDRATION')],
  ['me:obstruction', (has) => has('OBSTRUCT') && has('VOMIT', 'PAIN_SEVERE', 'WORSE')],
  ['me:sudden-headache', (has) => has('HEAD') && has('SUDDEN', 'PAIN_SEVERE', 'VOMIT')],
  [
    'me:line-infection',
    (has) => has('LINE') && has('INFLAMED') && has('FEVER', 'TEMP_FEVER', 'TEMP_MAYBE', 'WORSE', 'NOW'),
  ],
  [
    'me:opioid-toxicity',
    (has) => has('OPIOID') && has('PUPILS_SLOW', 'RESP_SLOW', 'DROWSY', 'UNCONSCIOUS', 'CONFUSED'),
  ],
];

/** Sparing: what a counsellor or nurse hears as not a present risk. */
function selfHarmSpared(has: Has, message: Has): boolean {
  return (
    (has('DISTANT') && !has('NOW')) ||
    (message('RECOVERY') && message('DISTANT', 'PAST_TENSE')) ||
    message('JOKE') ||
    (has('IDIOM') && !has('SELF_INJ')) ||
    (has('MEDIA', 'QUOTE') && !has('SELF')) ||
    (has('OTHER', 'GRIEF') && !has('SELF'))
  );
}

function medicalSpared(message: Has): boolean {
  return (
    message('HANDLED') || (message('DISTANT') && !message('NOW')) || message('TEMP_NORMAL', 'PLT_OK') || message('MILD')
  );
}

function checker(found: Set<string>): Has {
  return (...names) => names.some((n) => found.has(n));
}

/** The signals of one message, read from scratch (features.ts reads them with signalsOf). */
export function readSignals(text: string): Signals {
  const sentences: Set<string>[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const tokens = normalise(sentence).loose;
    if (tokens.length > 0) sentences.push(conceptsIn(tokens));
  }
  return signalsOf(sentences, readNumbers(text));
}

/** The signals of a message whose sentences' concepts and numbers have been read. */
export function signalsOf(sentences: Set<string>[], numbers: string[]): Signals {
  const fired = new Set<string>();
  const spared = new Set<string>();
  const all = new Set<string>(numbers);
  for (const found of sentences) for (const c of found) all.add(c);
  const message = checker(all);
  const each = sentences.map(checker);
  // Self-harm: each sentence, then the message as a whole (a preparation in one sentence, the
  // ending idea in the next).
  for (const [name, rule] of SELF_HARM_RULES) {
    let hit = false;
    let spare = true;
    for (const has of each) {
      if (!rule(has)) continue;
      hit = true;
      if (!selfHarmSpared(has, message)) spare = false;
    }
    if (!hit && rule(message)) {
      hit = true;
      spare = selfHarmSpared(message, message);
    }
    if (hit) (spare ? spared : fired).add(name);
  }
  for (const [name, rule] of MEDICAL_RULES) if (rule(message)) (medicalSpared(message) ? spared : fired).add(name);
  return { fired: [...fired], spared: [...spared] };
}
