import fs from 'node:fs/promises';
import path from 'node:path';

/** The mails in the outbox folder addressed to `to`, oldest first, as raw .eml text. */
export async function mailsTo(outboxDir: string, to: string): Promise<string[]> {
  const files = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const file of files.sort()) {
    const text = await fs.readFile(path.join(outboxDir, file), 'utf8');
    if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) mails.push(text);
  }
  return mails;
}

/** The 6-digit code in the body of the newest mail to `to`. */
export async function latestCode(outboxDir: string, to: string): Promise<string> {
  const mails = await mailsTo(outboxDir, to);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${to} in ${outboxDir}`);
  const body = mail
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}
