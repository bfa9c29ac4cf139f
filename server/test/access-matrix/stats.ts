import type { Row } from './types.js';

/** The stats routes (each row: who may call, what each caller gets). */
export const statsRows: Row[] = [];
