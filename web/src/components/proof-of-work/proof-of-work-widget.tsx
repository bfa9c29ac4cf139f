import { useCallback, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import 'altcha/external';
import 'altcha/altcha.css';
import './proof-of-work.css';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { ProofOfWork } from './proof-of-work';

/** The one algorithm the server asks (server/platform/altcha.ts), solved in this site's own worker file. */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's words, all from our catalogs (none of the widget's own, none linking out). */
const STRINGS = [
  'label',
  'verify',
  'verifying',
  'verified',
  'error',
  'expired',
  'footer',
  'loading',
  'reload',
  'verificationRequired',
  'waitAlert',
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'getAudioChallenge',
] as const;

/** Where challenges come from (AccountsRoutes.altchaChallenge), and when the widget solves: as the form opens. */
const CHALLENGE_URL = '/api/altcha/challenge';
const SOLVE_ON = 'onload';

/** The site's palette and radius on the widget; as wide as the form. */
const look = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '0.75rem',
  '--altcha-border-color': '#cbd5e1',
  '--altcha-color-base': '#ffffff',
  '--altcha-color-base-content': 'var(--color-ink, #0f172a)',
  '--altcha-color-neutral-content': '#475569',
  '--altcha-color-primary': 'var(--color-primary-700)',
  '--altcha-color-success': 'var(--color-success)',
  '--altcha-color-error': 'var(--color-danger)',
  '--altcha-checkbox-size': '24px',
  '--altcha-checkbox-outline': '3px solid var(--color-primary-700)',
  '--altcha-padding': '0.75rem 1rem',
} as CSSProperties;

/**
 * ALTCHA's widget (decision 0081): it fetches a challenge from this server as the form opens and
 * solves it in a worker, so nobody has to click a puzzle; its checkbox stays reachable by keyboard
 * and labelled, to start the check again when it failed or expired. Loaded only by the forms that
 * ask for it, so no other page carries its code.
 */
export function ProofOfWorkWidget({ proofOfWork }: { proofOfWork: ProofOfWork }) {
  const { t, i18n } = useTranslation('proofOfWork');
  const language = i18n.language;
  // Registered before the widget reads them (the first render), and again when the language changes.
  useMemo(() => {
    const strings = Object.fromEntries(STRINGS.map((name) => [name, t(`widget.${name}`)]));
    globalThis.$altcha.i18n.set(language, strings);
  }, [language, t]);
  const attach = useCallback(
    (element: HTMLElement | null) => {
      proofOfWork.attach(element as AltchaWidgetElement | null);
    },
    [proofOfWork],
  );
  const configuration = JSON.stringify({ hideLogo: true, humanInteractionSignature: false });

  return (
    <altcha-widget
      ref={attach}
      challenge={CHALLENGE_URL}
      auto={SOLVE_ON}
      language={language}
      configuration={configuration}
      style={look}
      className="block"
    />
  );
}
