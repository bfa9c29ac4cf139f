import type { Row } from './types.js';

/** The gallery routes (each row: who may call, what each caller gets). */
export const galleryRows: Row[] = [];
