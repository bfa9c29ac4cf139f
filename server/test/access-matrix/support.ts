import type { Row } from './types.js';

/** The support routes (each row: who may call, what each caller gets). */
export const supportRows: Row[] = [];
