import type { Language } from '../../../../contracts/enums.js';
import type { Notification } from '../../../../contracts/notifications.js';
import { translator } from '../../../platform/i18n.js';
import { deliveryText } from '../delivery-text.js';

/** The links every notification e-mail carries. */
export interface MailLinks {
  notifications: string;
  settings: string;
  /** The web page that shows what the link stops and asks before it does (a GET changes nothing). */
  unsubscribePage: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
}

const kindOrder = ['replies', 'mentions', 'messages', 'connections', 'eventReminders', 'moderation', 'system'];

function footer(t: ReturnType<typeof translator>, site: string, links: MailLinks, unsubscribeLine: string): string[] {
  return [
    '-- ',
    t('notify-mail:footer.why', { site }),
    t('notify-mail:footer.settings', { url: links.settings }),
    unsubscribeLine,
  ];
}

/**
 * One e-mail for a member's due notifications, plain text. Private by default: the subject and body
 * say only what kind of thing waits and how many (never a title, a name or anything about health);
 * with `showDetails`, each notification's own title and words, as the app shows them (where an
 * anonymous author is already 'Someone (anonymous)').
 */
export function composeBatch(
  items: Notification[],
  opts: { language: Language; showDetails: boolean; siteName: string; links: MailLinks },
): ComposedMail {
  const t = translator(opts.language);
  const site = opts.siteName;
  const total = items.reduce((n, item) => n + (item.count ?? 1), 0);
  const only = items.length === 1 ? items[0]! : null;
  const subject =
    only && (only.count ?? 1) === 1
      ? deliveryText(only, { language: opts.language, showDetails: opts.showDetails, siteName: site })[
          opts.showDetails ? 'title' : 'body'
        ]
      : t('notify-mail:batch.subjectMany', { count: total, site });
  const lines: string[] = [t('notify-mail:batch.lead', { site }), ''];
  if (opts.showDetails) {
    for (const item of items) {
      const { title, body } = deliveryText(item, { language: opts.language, showDetails: true, siteName: site });
      lines.push(`* ${title}`);
      if (body) lines.push(`  ${body}`);
    }
  } else {
    const byKind = new Map<string, number>();
    for (const item of items) {
      const kind = item.kind && kindOrder.includes(item.kind) ? item.kind : 'system';
      byKind.set(kind, (byKind.get(kind) ?? 0) + (item.count ?? 1));
    }
    for (const kind of kindOrder) {
      const count = byKind.get(kind);
      if (count) lines.push(`* ${t(`notify-mail:kinds.${kind}`, { count })}`);
    }
  }
  lines.push('', t('notify-mail:batch.open', { url: opts.links.notifications }), '');
  lines.push(...footer(t, site, opts.links, t('notify-mail:footer.unsubscribe', { url: opts.links.unsubscribePage })));
  return { subject, text: lines.join('\n') + '\n' };
}

export interface DigestContent {
  /** Unread replies and mentions (a burst counts each reply). */
  missed: number;
  events: string[];
  posts: string[];
}

/**
 * The weekly digest, plain text. Private by default: counts only. Event and post titles are public
 * community content, but picked out in an inbox beside a member's name they can say more about the
 * member than they chose to share, so they appear only when the member asked for details.
 */
export function composeDigest(
  content: DigestContent,
  opts: { language: Language; showDetails: boolean; siteName: string; home: string; links: MailLinks },
): ComposedMail {
  const t = translator(opts.language);
  const site = opts.siteName;
  const lines: string[] = [t('notify-mail:digest.lead', { site }), ''];
  if (content.missed > 0) lines.push(t('notify-mail:digest.missed', { count: content.missed }), '');
  if (content.events.length > 0) {
    if (opts.showDetails) {
      lines.push(t('notify-mail:digest.events', { count: content.events.length }));
      for (const title of content.events) lines.push(`* ${title}`);
    } else lines.push(t('notify-mail:digest.eventsPrivate', { count: content.events.length }));
    lines.push('');
  }
  if (content.posts.length > 0) {
    if (opts.showDetails) {
      lines.push(t('notify-mail:digest.posts', { count: content.posts.length }));
      for (const title of content.posts) lines.push(`* ${title}`);
    } else lines.push(t('notify-mail:digest.postsPrivate', { count: content.posts.length }));
    lines.push('');
  }
  if (content.missed > 0) lines.push(t('notify-mail:batch.open', { url: opts.links.notifications }));
  lines.push(t('notify-mail:digest.open', { site, url: opts.home }), '');
  lines.push(...footer(t, site, opts.links, t('notify-mail:digest.unsubscribe', { url: opts.links.unsubscribePage })));
  return { subject: t('notify-mail:digest.subject', { site }), text: lines.join('\n') + '\n' };
}
