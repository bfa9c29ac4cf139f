/** The safety plan page: the member's own plan, kept for moments like this. */
export const SAFETY_PLAN_PATH = '/safety-plan';

/** The helplines Forti gives (server/locales/<lang>/safety.json), as numbers a phone can call. */
export const TELE_MANAS = ['14416', '1-800-891-4416'];
export const EMERGENCY = '112';
export const AMBULANCE = '108';
export const tel = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;
