import { as } from '../helpers.js';
import type { Member } from '../helpers.js';
import type { Cast, Row } from './types.js';

/** A post by a fresh account (each account may share ten posts an hour), or by `author`, made through the API; its id. */
async function postOf(cast: Cast, anonymous = false, author?: Member): Promise<string> {
  const res = await as(cast.t.app, author ?? (await cast.target()), {
    method: 'POST',
    url: '/api/forum/posts',
    payload: {
      title: 'Matrix post',
      content: 'A post for the authorisation table.',
      tags: 'matrix',
      isAnonymous: anonymous,
    },
  });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return res.json().post.id as string;
}

/** A post by the caller (a visitor's and a suspended member's by a fresh account, as they cannot post). */
const ownPostOf = (cast: Cast, self: Member | null) =>
  postOf(cast, false, self && self !== cast.suspended ? self : undefined);

/** A reply by `member` to a fresh post; the reply's id. */
async function replyOf(cast: Cast): Promise<string> {
  const postId = await postOf(cast);
  const res = await as(cast.t.app, cast.member, {
    method: 'POST',
    url: `/api/forum/posts/${postId}/replies`,
    payload: { content: 'A reply for the table.' },
  });
  if (res.statusCode !== 201) throw new Error(`reply failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/**
 * Files a report of the content by a fresh account (an author is revealed only while one is open)
 * and returns the content's id.
 */
export async function reported(cast: Cast, kind: 'forum/posts' | 'forum/replies' | 'stories', id: string) {
  const res = await as(cast.t.app, await cast.target(), {
    method: 'POST',
    url: `/api/${kind}/${id}/reports`,
    payload: { reason: 'harassment' },
  });
  if (res.statusCode !== 200) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
  return id;
}

/** Why the administrator asks who wrote something (the reveal's required reason). */
export const revealReason = { reason: 'Reported for harassment in the matrix.' };

/** The forum: reading is public, writing needs an account, deleting a post is for admins, a reply for its author. */
export const forumRows: Row[] = [
  {
    method: 'GET',
    route: '/api/forum/posts',
    access: 'public',
    request: () => ({ url: '/api/forum/posts?q=matrix' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/forum/posts',
    access: 'member',
    request: () => ({ url: '/api/forum/posts', payload: { title: 'Hello', content: 'First post here.' } }),
    expect: [401, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    route: '/api/forum/posts/:id',
    access: 'public',
    request: async (cast) => ({ url: `/api/forum/posts/${await postOf(cast)}` }),
    expect: [200, 200, 200, 200, 200],
  },
  // Issue 44: another's post is deleted only by an administrator; one's own by oneself.
  {
    method: 'DELETE',
    route: '/api/forum/posts/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/posts/${await postOf(cast)}` }),
    expect: [401, 403, 403, 403, 204],
    // Open to a suspended member (one's own words); refused here as the content is another's.
    suspended: 403,
  },
  {
    method: 'PATCH',
    route: '/api/forum/posts/:id',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/forum/posts/${await ownPostOf(cast, self)}`,
      payload: { title: 'Matrix post, edited', content: 'Changed by its author.', tags: 'matrix' },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/forum/posts/:id/anonymise',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/posts/${await postOf(cast)}/anonymise` }),
    expect: [401, 403, 403, 403, 403],
    // Open to a suspended member (one's own words); refused here as the content is another's.
    suspended: 403,
  },
  {
    method: 'PUT',
    route: '/api/forum/posts/:id/heart',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/posts/${await postOf(cast)}/heart` }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'DELETE',
    route: '/api/forum/posts/:id/heart',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/posts/${await postOf(cast)}/heart` }),
    expect: [401, 200, 200, 200, 200],
  },
  // Following or muting a thread stays open to a suspended member (their own quiet).
  {
    method: 'PUT',
    route: '/api/forum/posts/:id/watch',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/posts/${await postOf(cast)}/watch`, payload: { level: 'muted' } }),
    expect: [401, 200, 200, 200, 200],
    suspended: 200,
  },
  {
    method: 'POST',
    route: '/api/forum/posts/:id/replies',
    access: 'member',
    request: async (cast) => ({
      url: `/api/forum/posts/${await postOf(cast)}/replies`,
      payload: { content: 'Thinking of you.' },
    }),
    expect: [401, 201, 201, 201, 201],
  },
  // Its author (or an administrator) deletes a reply; only its author edits it or makes it anonymous.
  {
    method: 'DELETE',
    route: '/api/forum/replies/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/replies/${await replyOf(cast)}` }),
    expect: [401, 204, 403, 403, 204],
    // Open to a suspended member (one's own words); refused here as the content is another's.
    suspended: 403,
  },
  {
    method: 'PATCH',
    route: '/api/forum/replies/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/replies/${await replyOf(cast)}`, payload: { content: 'Edited.' } }),
    expect: [401, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/forum/replies/:id/anonymise',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/replies/${await replyOf(cast)}/anonymise` }),
    expect: [401, 200, 403, 403, 403],
    // Open to a suspended member (one's own words); refused here as the content is another's.
    suspended: 403,
  },
  {
    method: 'POST',
    route: '/api/forum/posts/:id/reports',
    access: 'member',
    request: async (cast) => ({ url: `/api/forum/posts/${await postOf(cast)}/reports`, payload: { reason: 'spam' } }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/forum/replies/:id/reports',
    access: 'member',
    request: async (cast) => ({
      url: `/api/forum/replies/${await replyOf(cast)}/reports`,
      payload: { reason: 'harassment', note: 'Unkind words.' },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/forum/posts/:id/author',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/forum/posts/${await reported(cast, 'forum/posts', await postOf(cast, true))}/author`,
      payload: revealReason,
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/forum/replies/:id/author',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/forum/replies/${await reported(cast, 'forum/replies', await replyOf(cast))}/author`,
      payload: revealReason,
    }),
    expect: [401, 403, 403, 403, 200],
  },
];
