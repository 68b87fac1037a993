import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { announceLinks, createMailer, type Mailer } from '../src/mail/mailer';

// Without SMTP_URL mail is only written to files: whoever runs the service is told the folder
// once, and each invitation's link (src/serve.ts prints these lines, so `npm start` shows them).
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

function scratchFolder(): string {
  const folder = join(tmpdir(), `kyc-mail-notice-${process.pid}-${folders.length}-${Date.now()}`);
  folders.push(folder);
  return folder;
}

describe('mail written to files', () => {
  it('names the folder once, at the first message, however many follow', async () => {
    const outDir = scratchFolder();
    const notices: string[] = [];
    const mailer = createMailer({ outDir, notice: (line) => notices.push(line) });
    try {
      await mailer.send({ to: 'a@example.com', subject: 'One', text: 'one' });
      expect(notices).toEqual([
        `Mail is not sent (SMTP_URL is not set): each message is an .eml file in ${outDir}`,
      ]);
      await Promise.all(
        ['b', 'c', 'd'].map((name) =>
          mailer.send({ to: `${name}@example.com`, subject: name, text: name }),
        ),
      );
      expect(await readdir(outDir)).toHaveLength(4);
      expect(notices).toHaveLength(1);
    } finally {
      mailer.close();
    }
  });

  it('tells each invitation’s link when the message went to a file', async () => {
    const outDir = scratchFolder();
    const notices: string[] = [];
    const mailer = announceLinks(createMailer({ outDir }), (line) => notices.push(line));
    try {
      const link = 'http://localhost:4300/team-join?token=abc';
      await mailer.send({ to: 'li.na@example.com', subject: 'Join', text: link, link });
      await mailer.send({ to: 'wang.wei@example.com', subject: 'No link', text: 'hello' });
      expect(notices).toEqual([`Invitation for li.na@example.com: ${link}`]);
    } finally {
      mailer.close();
    }
  });

  it('tells nothing for a message that was sent (SMTP)', async () => {
    const notices: string[] = [];
    const sent: string[] = [];
    const smtp: Mailer = {
      async send(message) {
        sent.push(message.to);
        return { messageId: '<1@smtp>' };
      },
      close() {},
    };
    const mailer = announceLinks(smtp, (line) => notices.push(line));
    await mailer.send({
      to: 'li.na@example.com',
      subject: 'Join',
      text: 'x',
      link: 'https://kyc.example/team-join?token=abc',
    });
    expect(sent).toEqual(['li.na@example.com']);
    expect(notices).toEqual([]);
  });
});
