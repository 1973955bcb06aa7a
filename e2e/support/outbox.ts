import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './e2e-env';

/** Quoted-printable text (the mailer's body encoding) decoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The mails the server wrote to its outbox for `to`, oldest first, as raw .eml text. */
export async function mailsTo(to: string): Promise<string[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  );
  const mails: string[] = [];
  for (const file of files.sort()) {
    const text = await readFile(path.join(outboxDir, file), 'utf8');
    const recipient = /^To: *(.+)$/im.exec(text)?.[1]?.trim().toLowerCase();
    if (recipient === to.toLowerCase()) mails.push(text);
  }
  return mails;
}

/** The 6-digit verification code in the body of the newest mail to `to`, or null. */
export async function latestCode(to: string): Promise<string | null> {
  const mail = (await mailsTo(to)).at(-1);
  if (!mail) return null;
  const body = decodeQuotedPrintable(
    mail
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  );
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}
