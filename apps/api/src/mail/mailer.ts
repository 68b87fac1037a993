import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message: plain text always, HTML when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message is about, logged once when the message is only written to a file. */
  link?: string;
  /** Extra header fields (alert mail's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends mail; `send` resolves once the message is accepted by SMTP or written to its file. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` (or `smtps://`); without it messages become .eml files. */
  smtpUrl?: string | undefined;
  /** Where .eml files go when there is no SMTP server (the data folder's `mail`). */
  outDir: string;
  /** The From address. */
  from?: string;
  /** Where the file and link of a message written to disk are told, once per message. */
  log?: (line: string) => void;
}

/** The sender's address unless MAIL_FROM says otherwise. */
export const DEFAULT_FROM = 'KYC <no-reply@kyc.localhost>';

/**
 * A mailer: through SMTP when `smtpUrl` is set (nodemailer), else each message is written as an
 * `.eml` file in `outDir` and its link logged once, so invitation flows work on a fresh machine
 * without a mail server.
 *
 * @example
 * const mailer = createMailer({ smtpUrl: process.env.SMTP_URL, outDir: 'data/mail' });
 * await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Hi' });
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await mkdir(options.outDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const id = String(info.messageId).replace(/[^A-Za-z0-9.-]/g, '');
      const file = join(options.outDir, `${stamp}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log?.(
        `mail to ${message.to} written to ${file}${message.link ? `; link: ${message.link}` : ''}`,
      );
      return { messageId: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}
