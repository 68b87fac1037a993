import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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
  /**
   * Told once, at the first message written to a file: the folder messages go to, for whoever
   * runs the service (`npm start` prints it), since nothing else says where mail went.
   */
  notice?: (line: string) => void;
}

/** The sender's address unless MAIL_FROM says otherwise. */
export const DEFAULT_FROM = 'KYC <no-reply@kyc.localhost>';

/**
 * A mailer: through SMTP when `smtpUrl` is set (nodemailer), else each message is written as an
 * `.eml` file in `outDir` and its link logged once, so invitation flows work on a fresh machine
 * without a mail server. The first message written to a file also tells `notice` the folder.
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
  let told = false;
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
      if (!told) {
        told = true;
        options.notice?.(
          `Mail is not sent (SMTP_URL is not set): each message is an .eml file in ${resolve(options.outDir)}`,
        );
      }
      options.log?.(
        `mail to ${message.to} written to ${file}${message.link ? `; link: ${message.link}` : ''}`,
      );
      return { messageId: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}

/**
 * The same mailer, telling `notice` the link of each message it wrote to a file rather than
 * sent: for invitations, whose link otherwise reaches nobody on a machine without SMTP
 * (`npm start` prints it). Messages sent through SMTP, or without a link, are not told.
 *
 * @param mailer the mailer that sends or writes the messages
 * @param notice where each written message's line goes (`Invitation for <to>: <link>`)
 * @returns a mailer that sends as `mailer` does
 * @example
 * const invitations = announceLinks(mailer, (line) => console.log(line));
 * await invitations.send({ to: 'a@example.com', subject: 'Join', text: '…', link });
 * // prints "Invitation for a@example.com: http://localhost:3000/team-join?token=…"
 */
export function announceLinks(mailer: Mailer, notice: (line: string) => void): Mailer {
  return {
    async send(message) {
      const sent = await mailer.send(message);
      if (sent.file && message.link) notice(`Invitation for ${message.to}: ${message.link}`);
      return sent;
    },
    close: () => mailer.close(),
  };
}
