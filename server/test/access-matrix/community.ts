import { articles, events, ngos, resourceLinks, supportGroupMessages, supportGroups } from '../../db/schema/index.js';
import { as, type Member } from '../helpers.js';
import { reported, revealReason } from './forum.js';
import type { Cast, Row } from './types.js';

const tomorrow = () => new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

async function storyOf(cast: Cast, anonymous = false, author?: Member): Promise<string> {
  const res = await as(cast.t.app, author ?? (await cast.target()), {
    method: 'POST',
    url: '/api/stories',
    payload: {
      title: 'Matrix story',
      content: 'A story for the table.',
      cancerType: 'lung',
      tone: 'hopeful',
      isAnonymous: anonymous,
    },
  });
  if (res.statusCode !== 201) throw new Error(`story failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/**
 * An event hosted by the NGO member, written straight to the database (publishing has an hourly
 * limit); for the demoted NGO, one still recorded as theirs, which the role they hold now decides.
 */
async function eventOf(cast: Cast, self?: { id: string } | null): Promise<string> {
  const hostId = self && self.id === cast.demotedNgo.id ? cast.demotedNgo.id : cast.ngo.id;
  const [row] = await cast.t.database.db
    .insert(events)
    .values({
      title: 'Matrix event',
      startsAt: new Date(Date.now() + 86_400_000),
      hostId,
      meetingLink: 'https://meet.example.org/matrix',
    })
    .returning({ id: events.id });
  return row!.id;
}

/** A public group, written straight to the database (creating has an hourly limit). */
async function groupOf(cast: Cast): Promise<string> {
  const [row] = await cast.t.database.db
    .insert(supportGroups)
    .values({ name: 'Matrix group', createdBy: cast.admin.id })
    .returning({ id: supportGroups.id });
  return row!.id;
}

/** A group joined by the caller (when they may join), for the rows about what is inside it. */
async function joinedGroupOf(cast: Cast, self: Member | null): Promise<string> {
  const id = await groupOf(cast);
  if (self)
    await as(cast.t.app, self, {
      method: 'PUT',
      url: `/api/support-groups/${id}/membership`,
    });
  return id;
}

/** A message the member wrote in a group (written straight to the database). */
async function groupMessageOf(cast: Cast, groupId: string): Promise<string> {
  const [row] = await cast.t.database.db
    .insert(supportGroupMessages)
    .values({ groupId, userId: cast.member.id, content: 'Matrix message' })
    .returning({ id: supportGroupMessages.id });
  return row!.id;
}

/** Stories, events and support groups: reading is public; writing needs an account, publishing a role. */
export const communityRows: Row[] = [
  {
    method: 'GET',
    route: '/api/stories',
    access: 'public',
    request: () => ({ url: '/api/stories?tone=hopeful' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/stories',
    access: 'member',
    request: () => ({
      url: '/api/stories',
      payload: { title: 'My story', content: 'It began in spring.', cancerType: 'breast', tone: 'hopeful' },
    }),
    expect: [401, 201, 201, 201, 201],
  },
  {
    method: 'POST',
    route: '/api/admin/stories/:id/author',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/stories/${await reported(cast, 'stories', await storyOf(cast, true))}/author`,
      payload: revealReason,
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/stories/:id',
    access: 'public',
    request: async (cast) => ({ url: `/api/stories/${await storyOf(cast)}` }),
    expect: [200, 200, 200, 200, 200],
  },
  // Only its author edits a story or makes it anonymous (issue 44): here each caller's own, or another's.
  {
    method: 'PATCH',
    route: '/api/stories/:id',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/stories/${await storyOf(cast, false, self && self !== cast.suspended ? self : undefined)}`,
      payload: { title: 'My story, edited', content: 'It began in spring.', cancerType: 'lung', tone: 'hopeful' },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/stories/:id/anonymise',
    access: 'member',
    request: async (cast) => ({ url: `/api/stories/${await storyOf(cast)}/anonymise` }),
    expect: [401, 403, 403, 403, 403],
    // Open to a suspended member (one's own words); refused here as the content is another's.
    suspended: 403,
  },
  // Only its author (or an administrator) deletes a story: the story here is another member's.
  {
    method: 'DELETE',
    route: '/api/stories/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/stories/${await storyOf(cast)}` }),
    expect: [401, 403, 403, 403, 204],
    // Open to a suspended member (one's own words); refused here as the content is another's.
    suspended: 403,
  },
  {
    method: 'PUT',
    route: '/api/stories/:id/heart',
    access: 'member',
    request: async (cast) => ({ url: `/api/stories/${await storyOf(cast)}/heart` }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'DELETE',
    route: '/api/stories/:id/heart',
    access: 'member',
    request: async (cast) => ({ url: `/api/stories/${await storyOf(cast)}/heart` }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/stories/:id/reports',
    access: 'member',
    request: async (cast) => ({
      url: `/api/stories/${await storyOf(cast, true)}/reports`,
      payload: { reason: 'private_information' },
    }),
    expect: [401, 200, 200, 200, 200],
  },

  {
    method: 'GET',
    route: '/api/events',
    access: 'public',
    request: () => ({ url: '/api/events?when=past' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/events',
    access: 'member',
    request: () => ({
      url: '/api/events',
      payload: { title: 'Yoga', startDate: tomorrow(), startTime: '07:00', maxAttendees: '' },
    }),
    expect: [401, 403, 403, 201, 201],
  },
  // The host (the NGO member here) or an administrator changes an event.
  {
    method: 'PATCH',
    route: '/api/events/:id',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/events/${await eventOf(cast, self)}`,
      payload: { title: 'Changed', startDate: tomorrow(), startTime: '09:00' },
    }),
    expect: [401, 403, 403, 200, 200],
    // An event still recorded as the demoted NGO's: the role they hold now decides.
    demotedNgo: 403,
  },
  {
    method: 'GET',
    route: '/api/ngo/dashboard',
    access: 'ngo',
    request: () => ({ url: '/api/ngo/dashboard' }),
    expect: [401, 403, 403, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/ngo/events/:id/registrants',
    access: 'ngo',
    request: async (cast) => ({ url: `/api/ngo/events/${await eventOf(cast)}/registrants` }),
    expect: [401, 403, 403, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/ngo/events/:id/registrants.csv',
    access: 'ngo',
    request: async (cast) => ({ url: `/api/ngo/events/${await eventOf(cast)}/registrants.csv` }),
    expect: [401, 403, 403, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/events/:id',
    access: 'public',
    request: async (cast) => ({ url: `/api/events/${await eventOf(cast)}` }),
    expect: [200, 200, 200, 200, 200],
  },
  // The host (the NGO member here) or an administrator deletes an event.
  {
    method: 'DELETE',
    route: '/api/events/:id',
    access: 'member',
    request: async (cast, self) => ({ url: `/api/events/${await eventOf(cast, self)}` }),
    expect: [401, 403, 403, 204, 204],
    demotedNgo: 403,
  },
  {
    method: 'POST',
    route: '/api/events/:id/registration',
    access: 'member',
    request: async (cast) => ({ url: `/api/events/${await eventOf(cast)}/registration` }),
    expect: [401, 201, 201, 201, 201],
  },
  {
    method: 'DELETE',
    route: '/api/events/:id/registration',
    access: 'member',
    request: async (cast, self) => {
      const id = await eventOf(cast);
      if (self) await as(cast.t.app, self, { method: 'POST', url: `/api/events/${id}/registration` });
      return { url: `/api/events/${id}/registration` };
    },
    expect: [401, 200, 200, 200, 200],
    suspended: 409,
  },
  {
    method: 'GET',
    route: '/api/events/:id/calendar.ics',
    access: 'public',
    request: async (cast) => ({ url: `/api/events/${await eventOf(cast)}/calendar.ics` }),
    expect: [200, 200, 200, 200, 200],
  },

  {
    method: 'GET',
    route: '/api/ngo/groups',
    access: 'ngo',
    request: () => ({ url: '/api/ngo/groups' }),
    expect: [401, 403, 403, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/support-groups',
    access: 'public',
    request: () => ({ url: '/api/support-groups?q=matrix' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/support-groups',
    access: 'member',
    request: () => ({ url: '/api/support-groups', payload: { name: 'Evening circle', maxMembers: 'abc' } }),
    expect: [401, 403, 403, 201, 201],
  },
  // Administrators edit any group, NGOs only their own (this one is an administrator's).
  {
    method: 'PATCH',
    route: '/api/support-groups/:id',
    access: 'member',
    request: async (cast) => ({
      url: `/api/support-groups/${await groupOf(cast)}`,
      payload: { description: 'Changed' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/support-groups/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/support-groups/${await groupOf(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
  {
    method: 'PUT',
    route: '/api/support-groups/:id/membership',
    access: 'member',
    request: async (cast) => ({ url: `/api/support-groups/${await groupOf(cast)}/membership` }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'DELETE',
    route: '/api/support-groups/:id/membership',
    access: 'member',
    request: async (cast, self) => {
      const id = await groupOf(cast);
      if (self) await as(cast.t.app, self, { method: 'PUT', url: `/api/support-groups/${id}/membership` });
      return { url: `/api/support-groups/${id}/membership` };
    },
    expect: [401, 200, 200, 200, 200],
    suspended: 409,
  },
  // Issue 44: a group's page and what is inside it (the group is an administrator's: the NGO is not its host).
  {
    method: 'GET',
    route: '/api/support-groups/mine',
    access: 'member',
    request: () => ({ url: '/api/support-groups/mine' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/support-groups/:id',
    access: 'public',
    request: async (cast) => ({ url: `/api/support-groups/${await groupOf(cast)}` }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    route: '/api/support-groups/:id/membership',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/support-groups/${await joinedGroupOf(cast, self)}/membership`,
      payload: { showInList: true },
    }),
    expect: [401, 200, 200, 200, 200],
    // A suspended member could not join; the choice is theirs only inside a group.
    suspended: 409,
  },
  {
    method: 'GET',
    route: '/api/support-groups/:id/members',
    access: 'member',
    request: async (cast) => ({ url: `/api/support-groups/${await groupOf(cast)}/members` }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/ngo/groups/:id/members',
    access: 'ngo',
    request: async (cast) => ({ url: `/api/ngo/groups/${await groupOf(cast)}/members` }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/support-groups/:id/messages',
    access: 'member',
    request: async (cast) => ({ url: `/api/support-groups/${await groupOf(cast)}/messages` }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/support-groups/:id/messages',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/support-groups/${await joinedGroupOf(cast, self)}/messages`,
      payload: { content: 'Hello, everyone' },
    }),
    expect: [401, 201, 201, 201, 201],
  },
  // The member wrote it; the group is an administrator's, so the NGO is not its host.
  {
    method: 'DELETE',
    route: '/api/support-groups/:id/messages/:messageId',
    access: 'member',
    request: async (cast) => {
      const id = await groupOf(cast);
      return { url: `/api/support-groups/${id}/messages/${await groupMessageOf(cast, id)}` };
    },
    expect: [401, 204, 403, 403, 204],
  },
  {
    method: 'POST',
    route: '/api/support-groups/:id/messages/:messageId/reports',
    access: 'member',
    request: async (cast, self) => {
      const id = await joinedGroupOf(cast, self);
      return {
        url: `/api/support-groups/${id}/messages/${await groupMessageOf(cast, id)}/reports`,
        payload: { reason: 'spam' },
      };
    },
    expect: [401, 200, 200, 200, 200],
  },
];

/** The resources library is public reading. */
export const resourcesRows: Row[] = [
  {
    method: 'GET',
    route: '/api/resources/articles',
    access: 'public',
    request: () => ({ url: '/api/resources/articles?q=care' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/resources/articles/:id',
    access: 'public',
    request: async (cast) => {
      const [row] = await cast.t.database.db
        .insert(articles)
        .values({ title: 'Matrix article', content: 'Text' })
        .returning({ id: articles.id });
      return { url: `/api/resources/articles/${row!.id}` };
    },
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/resources/links',
    access: 'public',
    request: () => ({ url: '/api/resources/links' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/resources/ngos',
    access: 'public',
    request: () => ({ url: '/api/resources/ngos?q=india' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/resources/professionals',
    access: 'public',
    request: () => ({ url: '/api/resources/professionals' }),
    expect: [200, 200, 200, 200, 200],
  },

  // The Admin Dashboard's Articles, NGOs and Resources tabs: administrators only.
  {
    method: 'GET',
    route: '/api/admin/articles',
    access: 'admin',
    request: () => ({ url: '/api/admin/articles' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/articles',
    access: 'admin',
    request: () => ({ url: '/api/admin/articles', payload: { title: 'Matrix' } }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    route: '/api/admin/articles/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/articles/${await articleOf(cast)}`, payload: { isPublished: false } }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/articles/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/articles/${await articleOf(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
  {
    method: 'GET',
    route: '/api/admin/ngos',
    access: 'admin',
    request: () => ({ url: '/api/admin/ngos?q=care' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/ngos',
    access: 'admin',
    request: () => ({ url: '/api/admin/ngos', payload: { name: 'Matrix NGO', servicesOffered: 'a, b' } }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    route: '/api/admin/ngos/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/ngos/${await ngoOf(cast)}`, payload: { isActive: false } }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/ngos/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/ngos/${await ngoOf(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
  {
    method: 'GET',
    route: '/api/admin/resource-links',
    access: 'admin',
    request: () => ({ url: '/api/admin/resource-links' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/resource-links',
    access: 'admin',
    request: () => ({
      url: '/api/admin/resource-links',
      payload: { title: 'Matrix', url: 'https://matrix.example.org' },
    }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    route: '/api/admin/resource-links/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/resource-links/${await linkOf(cast)}`, payload: { tags: 'x, y' } }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/resource-links/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/resource-links/${await linkOf(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
];

async function articleOf(cast: Cast): Promise<string> {
  const [row] = await cast.t.database.db
    .insert(articles)
    .values({ title: 'Matrix article', content: 'Text' })
    .returning({ id: articles.id });
  return row!.id;
}
async function ngoOf(cast: Cast): Promise<string> {
  const [row] = await cast.t.database.db
    .insert(ngos)
    .values({ name: 'Matrix NGO', source: '' })
    .returning({ id: ngos.id });
  return row!.id;
}
async function linkOf(cast: Cast): Promise<string> {
  const [row] = await cast.t.database.db
    .insert(resourceLinks)
    .values({ title: 'Matrix link', url: 'https://matrix.example.org', source: '' })
    .returning({ id: resourceLinks.id });
  return row!.id;
}
