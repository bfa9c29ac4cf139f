import type { Row } from './types.js';

/** The pages routes (each row: who may call, what each caller gets). */
export const pagesRows: Row[] = [];
