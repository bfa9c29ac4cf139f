import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about, printed in the log when mail goes to the outbox. */
  link?: string;
  /** Extra header lines (Auto-Submitted, ...), as given. */
  headers?: Record<string, string>;
  /**
   * RFC 2369 / RFC 8058: the address that unsubscribes, written as `List-Unsubscribe: <url>`; with
   * `oneClick`, also `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail client may
   * unsubscribe by one POST without opening a page.
   */
  listUnsubscribe?: { url: string; oneClick?: boolean };
}

/** The message as nodemailer takes it: the list headers joined to the others. */
function envelopeOf(from: string, m: MailMessage) {
  const headers: Record<string, string> = { ...m.headers };
  if (m.listUnsubscribe) {
    headers['List-Unsubscribe'] = `<${m.listUnsubscribe.url}>`;
    if (m.listUnsubscribe.oneClick) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers };
}

export interface Mailer {
  /** True when messages really leave the machine (SMTP); false for the local outbox. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  /**
   * Removes the messages still waiting in the local outbox for an address (an erased member's):
   * how many went. Absent where nothing is kept (SMTP hands each message over at once).
   */
  forget?(address: string): Promise<number>;
}

/** The addresses of a stored message's To header (lower case). */
function recipientsOf(eml: string): string[] {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const to = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  return [...to.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0].toLowerCase());
}

/** nodemailer loads with the first message, not with the server (decision 0044). */
const loadNodemailer = async () => (await import('nodemailer')).default;

/**
 * SMTP through nodemailer when smtpUrl is set; otherwise .eml files under dataDir/outbox, readable
 * by the server's own user alone (folder 0700, files 0600): they hold live reset and confirmation
 * links. Outside production the log names each message's link, so a developer can follow it; in
 * production no link is logged at any level, only that a message waits in the outbox.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  production?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    let transport: Promise<Transporter> | null = null;
    return {
      delivers: true,
      async send(m) {
        transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail(envelopeOf(opts.from, m));
      },
    };
  }
  let builder: Promise<Transporter> | null = null;
  return {
    delivers: false,
    async send(m) {
      builder ??= loadNodemailer().then((nodemailer) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await builder).sendMail(envelopeOf(opts.from, m));
      await mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      // A folder made before (or by another tool) is closed too.
      await chmod(opts.outboxDir, 0o700);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // The random part keeps two messages to one address in the same millisecond apart.
      const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (opts.production) {
        // Neither the link nor the address: the log may be read by more people than the outbox.
        opts.log.warn(
          `mail written to ${opts.outboxDir} (SMTP_URL is not set): it leaves this machine only if you send it`,
        );
        return;
      }
      opts.log.info(
        { to: m.to, file, link: m.link },
        `mail written to outbox: ${m.subject}${m.link ? ` — ${m.link}` : ''}`,
      );
    },
    async forget(address) {
      const wanted = address.trim().toLowerCase();
      let names: string[];
      try {
        names = (await readdir(opts.outboxDir)).filter((n) => n.endsWith('.eml'));
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(opts.outboxDir, name);
        const eml = await readFile(file, 'utf8').catch(() => '');
        if (!recipientsOf(eml).includes(wanted)) continue;
        await rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
