import type { Row } from './types.js';

/** The companion file and voice routes. */
export const companionFilesRows: Row[] = [];
