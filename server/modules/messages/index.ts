import { defineModule } from '../../platform/module.js';
import { createMessagesService, type MessagesService } from './messages.service.js';
import { messageModerationTarget } from './messages.moderation.js';
import { messagesRoutes } from './messages.routes.js';
import { sampleMessages } from '../../demo/messages.js';
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
  uses: ['accounts', 'connections', 'notifications', 'reports', 'trust'],
  async register({ app, platform, use }) {
    platform.dataRights.register(messagesDataRights(platform.db));
    const messages = createMessagesService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      realtime: platform.realtime,
      connections: use('connections'),
      notifications: use('notifications'),
      readsAsScam: use('trust').readsAsScam,
    });
    await app.register(messagesRoutes, { messages, reports: use('reports') });
    use('reports').registerTarget(messageModerationTarget(platform.db, use('accounts')));
    return messages;
  },
  async seed(messages, { use }) {
    if ((await messages.count()) > 0) return null;
    const connections = use('connections');
    const people = await connections.demoMembers();
    if (people.length < 3) return null;
    const at = (i: number) => people[i % people.length]!;
    const threads = [];
    for (const m of sampleMessages)
      if (await connections.canMessage(at(m.from), at(m.to))) threads.push({ ...m, from: at(m.from), to: at(m.to) });
    return `${await messages.seedSample(threads)} sample private messages`;
  },
});
