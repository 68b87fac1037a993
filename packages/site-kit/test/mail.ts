// Mail in browser tests: a real SMTP server that tells the test when a message arrives, and the
// invitation links of apps/api's messages (sent by SMTP, or written as .eml files without it).
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A message the mailbox accepted: its envelope's recipients and the message as sent. */
interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port. `messageTo(address)` is a promise of the first message
 * whose envelope names that recipient: resolved by the server's own data callback the moment
 * the message is accepted (or at once when it already was), so nothing polls.
 */
export async function startMailbox(): Promise<{
  url: string;
  messageTo: (address: string) => Promise<string>;
  stop: () => Promise<void>;
}> {
  const received: Received[] = [];
  const waiting = new Set<{ address: string; resolve: (raw: string) => void }>();
  const addressed = (message: Received, address: string) =>
    message.to.some((to) => to.toLowerCase() === address.toLowerCase());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        for (const waiter of waiting)
          if (addressed(message, waiter.address)) {
            waiting.delete(waiter);
            waiter.resolve(message.raw);
          }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageTo: (address) => {
      const already = received.find((message) => addressed(message, address));
      if (already) return Promise.resolve(already.raw);
      return new Promise((resolve) => waiting.add({ address, resolve }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a message as written, quoted-printable undone (soft breaks, =XX bytes). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The team-join link in an invitation message, as sent (quoted-printable or not). */
export function joinLinkIn(message: string): string | undefined {
  return decodeQuotedPrintable(message).match(/https?:\/\/\S+\/team-join\?token=[\w-]+/)?.[0];
}

/** The team-join link of the invitation the mailbox accepted for `to` (waiting for it). */
export async function invitationLink(
  mailbox: Awaited<ReturnType<typeof startMailbox>>,
  to: string,
): Promise<string> {
  const link = joinLinkIn(await mailbox.messageTo(to));
  if (!link) throw new Error(`no invitation link in the message to ${to}`);
  return link;
}

/**
 * The team-join link of the newest invitation to `to` that apps/api wrote as an `.eml` file in
 * `mailDir` (a stack without `SMTP_URL`; the file is written before the invitation's 201).
 */
export async function invitationLinkInMailDir(mailDir: string, to: string): Promise<string> {
  const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).sort();
  for (const name of files.reverse()) {
    const message = await readFile(join(mailDir, name), 'utf8');
    if (!message.split(/\r?\n/).includes(`To: ${to}`)) continue;
    const link = joinLinkIn(message);
    if (link) return link;
  }
  throw new Error(`no invitation to ${to} in ${mailDir}`);
}
