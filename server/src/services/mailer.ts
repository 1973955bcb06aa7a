import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp` sends through SMTP_HOST; `outbox` writes .eml files into DATA_DIR/outbox. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail through nodemailer. Without SMTP_HOST (the embedded default) each mail is
 * rendered to a complete .eml file in the outbox folder and a log line names it, so
 * codes can be read on a machine without a mail server. Text is quoted-printable,
 * which keeps ASCII such as the code readable in the file.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const { smtp } = config;
  if (smtp.host) {
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: smtp.from, textEncoding: 'quoted-printable', ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({
        from: smtp.from,
        textEncoding: 'quoted-printable',
        ...message,
      });
      await fs.mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to the outbox (no SMTP_HOST)',
      );
    },
  };
}
