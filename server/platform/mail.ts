import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about, printed in the log when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  /** True when messages really leave the machine (SMTP); false for the local outbox. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when smtpUrl is set; otherwise .eml files under dataDir/outbox. */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      delivers: true,
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    delivers: false,
    async send(m) {
      const info = await builder.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // The random part keeps two messages to one address in the same millisecond apart.
      const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: m.to, file, link: m.link }, `mail written to outbox: ${m.subject}${m.link ? ` — ${m.link}` : ''}`);
    },
  };
}
