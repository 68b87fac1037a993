// `npm run import -- FILE…` (at the root, or in apps/api): imports GLEIF LEI-CDF 3.1 and RR-CDF
// 2.1 golden copies (zipped or not) and BODS 0.4 statements into the database the service would
// use (DATABASE_URL, else the embedded one in DATA_DIR; stop the service first when it is the
// embedded one, which one process opens at a time). Files are imported one after another, each
// all or nothing; the exit code is 1 when any failed. `--full`: the LEI-CDF files are whole
// golden copies (what they lack is no longer published); without it they are applied as
// deltas. On a terminal a progress line shows rows, rows/s and the time left (`--progress`
// prints it as lines elsewhere too).
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, openDatabase } from '../db/open';
import { createMailer } from '../mail/mailer';
import { sendAlertMails } from '../monitoring/mail';
import { importFile } from './import-file';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const full = args.includes('--full');
const forceProgress = args.includes('--progress');
const files = args.filter((arg) => arg !== '--full' && arg !== '--progress');
if (files.length === 0 || files.some((file) => file.startsWith('-'))) {
  console.error(
    'Usage: npm run import -- [--full] [--progress] FILE… (GLEIF LEI-CDF 3.1 / RR-CDF 2.1 CSV or .zip, BODS 0.4 .json / .jsonl)',
  );
  process.exit(2);
}
const tty = process.stdout.isTTY === true;
// npm runs workspace scripts in the workspace's folder; paths are meant from where it was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
}).catch((error: Error) => {
  // Such as the embedded database held by the running service: its message says what to do.
  console.error(error.message);
  process.exit(1);
});
let failed = 0;
try {
  for (const file of files) {
    const started = Date.now();
    const summary = await importFile(db, resolve(base, file), {
      full,
      ...(tty || forceProgress ? { onProgress: progressLine(file, started) } : {}),
    });
    if (tty) process.stdout.write('\r\x1b[K');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (summary.status === 'failed') {
      failed++;
      console.error(`FAILED, nothing changed (import ${summary.id}): ${summary.error}`);
      continue;
    }
    console.log(
      `${file}: ${summary.format}, ${summary.rowsRead} rows read, ${summary.added} added, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.rejected} rejected${full && summary.format === 'gleif-lei' ? `, ${summary.unpublished} no longer published` : ''} (import ${summary.id}, ${seconds} s, sha256 ${summary.fileHash.slice(0, 12)}…)`,
    );
    if (summary.monitoring && summary.monitoring.events > 0)
      console.log(
        `  monitoring: ${summary.monitoring.events} change(s) of watched companies, ${summary.monitoring.alerts} alert(s)`,
      );
    for (const rejection of summary.rejections.slice(0, 20))
      console.log(`  ${file}, line ${rejection.line}: ${rejection.reason}`);
    if (summary.rejected > 20)
      console.log(
        `  … ${summary.rejected - 20} more in import_rejections (import_id ${summary.id})`,
      );
  }
  // Users who chose immediate alert mail get it now (the serving process would otherwise send
  // it at its next check; each alert is claimed, so it is never mailed twice).
  const mailer = createMailer({
    smtpUrl: process.env.SMTP_URL,
    outDir: process.env.MAIL_DIR ?? join(dirname(process.env.DATA_DIR ?? DEFAULT_DATA_DIR), 'mail'),
    log: (line) => console.log(`  ${line}`),
  });
  try {
    await sendAlertMails(db, mailer, {
      siteOrigin: process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`,
    });
  } finally {
    mailer.close();
  }
} finally {
  await db.close();
}
process.exit(failed > 0 ? 1 : 0);

/**
 * The progress of one file: rows read, rows a second and the time left (from the share of
 * the file read), rewritten in place on a terminal, one line each time elsewhere.
 */
function progressLine(file: string, started: number) {
  return (rows: number, fraction: number | undefined) => {
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(rows / seconds) : 0;
    const left =
      fraction && fraction > 0
        ? Math.max(0, Math.round((seconds * (1 - fraction)) / fraction))
        : undefined;
    const time =
      left === undefined
        ? ''
        : `, ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left`;
    const line = `${file}: ${rows.toLocaleString('en')} rows staged, ${rate.toLocaleString('en')} rows/s${time}`;
    process.stdout.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
  };
}
