import type { Row } from './types.js';

/** The daily-question routes (each row: who may call, what each caller gets). */
export const dailyQuestionRows: Row[] = [];
