import type { Row } from './types.js';
import { coreRows } from './core.js';
import { dailyQuestionRows } from './daily-question.js';
import { statsRows } from './stats.js';
import { galleryRows } from './gallery.js';
import { supportRows } from './support.js';
import { pagesRows } from './pages.js';
import { companionRows } from './companion.js';
import { companionFilesRows } from './companion-files.js';
import { forumRows } from './forum.js';
import { communityRows, resourcesRows } from './community.js';
import { peopleRows } from './people.js';
import { mentorsRows } from './mentors.js';
import { safetyRows } from './safety.js';
import { pushRows } from './push.js';
import { notifyMailRows } from './notify-mail.js';
import { costsRows } from './costs.js';
import { translationRows } from './translation.js';
import { donorsRows } from './donors.js';
import { trustRows } from './trust.js';

/** Every /api route the app registers, one file of rows per domain. */
export const MATRIX: Row[] = [
  ...coreRows,
  ...dailyQuestionRows,
  ...statsRows,
  ...galleryRows,
  ...supportRows,
  ...pagesRows,
  ...companionRows,
  ...companionFilesRows,
  ...forumRows,
  ...communityRows,
  ...resourcesRows,
  ...peopleRows,
  ...mentorsRows,
  ...safetyRows,
  ...pushRows,
  ...notifyMailRows,
  ...costsRows,
  ...translationRows,
  ...donorsRows,
  ...trustRows,
];
