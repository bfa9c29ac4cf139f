import { addDays, indiaDate } from '../../../contracts/daily-question.js';
import type { Cast, Row } from './types.js';

const todays = new WeakMap<Cast, Promise<string>>();
let nextDay = 0;

/** Today's poll in the matrix app, made once per run. */
function todaysPoll(cast: Cast): Promise<string> {
  let id = todays.get(cast);
  if (!id) {
    id = cast.t.app.services.modules
      .get('dailyQuestion')
      .admin.create({
        question: 'Matrix poll?',
        questionType: 'poll',
        options: ['Yes', 'No'],
        featuredDate: indiaDate(new Date()),
        isActive: true,
      })
      .then((q) => q.id);
    todays.set(cast, id);
  }
  return id;
}

/** A question of its own on a day far from today, for rows that change or delete one. */
async function spareQuestion(cast: Cast): Promise<string> {
  const q = await cast.t.app.services.modules.get('dailyQuestion').admin.create({
    question: 'Matrix spare?',
    questionType: 'open',
    options: [],
    featuredDate: addDays('2031-01-01', nextDay++),
    isActive: true,
  });
  return q.id;
}

/** The daily-question routes (each row: who may call, what each caller gets). */
export const dailyQuestionRows: Row[] = [
  {
    method: 'GET',
    route: '/api/daily-questions/today',
    access: 'public',
    request: () => ({ url: '/api/daily-questions/today' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/daily-questions/:id/my-response',
    access: 'member',
    request: async (cast) => ({ url: `/api/daily-questions/${await todaysPoll(cast)}/my-response` }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    // Each caller answers today's poll once, as themselves.
    method: 'POST',
    route: '/api/daily-questions/:id/responses',
    access: 'member',
    request: async (cast) => ({
      url: `/api/daily-questions/${await todaysPoll(cast)}/responses`,
      payload: { selectedOption: 'Yes', isAnonymous: true },
    }),
    expect: [401, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    route: '/api/admin/daily-questions',
    access: 'admin',
    request: () => ({ url: '/api/admin/daily-questions' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/daily-questions',
    access: 'admin',
    request: () => ({
      url: '/api/admin/daily-questions',
      payload: {
        question: 'Matrix new?',
        questionType: 'poll',
        options: ['A', 'B'],
        featuredDate: addDays('2032-01-01', nextDay++),
      },
    }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    route: '/api/admin/daily-questions/:id',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/daily-questions/${await spareQuestion(cast)}`,
      payload: { isActive: false },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/daily-questions/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/daily-questions/${await spareQuestion(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
];
