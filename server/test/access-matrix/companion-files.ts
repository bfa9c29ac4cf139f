import { as } from '../helpers.js';
import type { Cast, Row } from './types.js';

/** A small text attachment uploaded by `owner` through the API; its id. */
async function uploadOwn(cast: Cast, owner: { cookie: string }): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob(['Questions for my oncologist'], { type: 'text/plain' }), 'questions.txt');
  const encoded = new Response(form);
  const res = await as(cast.t.app, owner, {
    method: 'POST',
    url: '/api/companion/files',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().file.id as string;
}

/**
 * The companion file and voice routes. Attachments are private: every caller asks for a file of
 * `member`, so only `member` gets it and everyone else (admins too) gets 404. The matrix app has no
 * transcription service configured, so signed-in callers get 503 "not enabled".
 */
export const companionFilesRows: Row[] = [
  {
    method: 'POST',
    route: '/api/companion/files',
    access: 'member',
    // The avatar fixture is a multipart body with a PNG in the field "file".
    request: (cast) => ({
      url: '/api/companion/files',
      payload: cast.avatar.payload,
      headers: { 'content-type': cast.avatar.contentType },
    }),
    expect: [401, 200, 200, 200, 200],
    suspended: 200,
  },
  {
    method: 'GET',
    route: '/api/companion/files/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/companion/files/${await uploadOwn(cast, cast.member)}` }),
    expect: [401, 200, 404, 404, 404],
  },
  {
    method: 'DELETE',
    route: '/api/companion/files/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/companion/files/${await uploadOwn(cast, cast.member)}` }),
    expect: [401, 204, 404, 404, 404],
    suspended: 404,
  },
  {
    method: 'POST',
    route: '/api/companion/transcriptions',
    access: 'member',
    request: () => ({
      url: '/api/companion/transcriptions',
      payload: { audio: 'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYEC' },
    }),
    expect: [401, 503, 503, 503, 503],
    suspended: 503,
  },
];
