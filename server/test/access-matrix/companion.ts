import type { Row } from './types.js';

/** The companion routes (each row: who may call, what each caller gets). */
export const companionRows: Row[] = [];
