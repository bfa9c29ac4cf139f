import { eq } from 'drizzle-orm';
import { privateMessages } from '../../db/schema/messages.js';
import { defineModule } from '../../platform/module.js';
import { createMessagesService, type MessagesService } from './messages.service.js';
import { messagesRoutes } from './messages.routes.js';
import { sampleMessages } from './messages.seed.js';
import { messagesDataRights } from './messages.data-rights.js';

export type { MessagesService } from './messages.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    messages: MessagesService;
  }
}

/** Private messages between connected members, pushed live, with an inbox and unread counts. */
export const messagesModule = defineModule({
  name: 'messages',
  uses: ['accounts', 'connections', 'notifications', 'reports'],
  async register({ app, platform, use }) {
    platform.dataRights.register(messagesDataRights(platform.db));
    const messages = createMessagesService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      realtime: platform.realtime,
      connections: use('connections'),
      notifications: use('notifications'),
    });
    await app.register(messagesRoutes, { messages, reports: use('reports') });
    // A reported message as moderators see it; removing it leaves an empty message that the chat shows as removed.
    use('reports').registerTarget({
      type: 'private_message',
      async describe(id) {
        const [row] = await platform.db
          .select({ content: privateMessages.content, authorId: privateMessages.senderId })
          .from(privateMessages)
          .where(eq(privateMessages.id, id));
        if (!row || row.content === '') return null;
        const names = await use('accounts').namesByIds([row.authorId]);
        return { title: null, excerpt: row.content, url: null, authorId: row.authorId, authorName: names.get(row.authorId) ?? null, isAnonymous: false };
      },
      async remove(id) {
        const removed = await platform.db.update(privateMessages).set({ content: '' }).where(eq(privateMessages.id, id)).returning({ id: privateMessages.id });
        return removed.length > 0;
      },
    });
    return messages;
  },
  async seed(messages, { use }) {
    if ((await messages.count()) > 0) return null;
    const connections = use('connections');
    const people = await connections.demoMembers();
    if (people.length < 3) return null;
    const at = (i: number) => people[i % people.length]!;
    const threads = [];
    for (const m of sampleMessages) if (await connections.canMessage(at(m.from), at(m.to))) threads.push({ ...m, from: at(m.from), to: at(m.to) });
    return `${await messages.seedSample(threads)} sample private messages`;
  },
});
