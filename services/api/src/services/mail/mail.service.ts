import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig, type MailConfig } from '../../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where a sent message went: the SMTP server's message id, or the file it was written to. */
export type MailReceipt = { kind: 'smtp'; messageId: string } | { kind: 'file'; file: string };

/**
 * Sends the product's mail with nodemailer: through the SMTP server of the configuration, or,
 * with none (the embedded demo), as an .eml file per message under config.mail.dir.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly dir: string;

  constructor(@Inject(AppConfig) config: Pick<AppConfig, 'mail'>) {
    this.transport = createTransport(config.mail);
    this.from = config.mail.from;
    this.dir = config.mail.dir;
  }

  async send(message: MailMessage): Promise<MailReceipt> {
    const info = await this.transport.sendMail({ from: this.from, ...message, textEncoding: 'base64' });
    if (!('message' in info) || !Buffer.isBuffer(info.message)) {
      return { kind: 'smtp', messageId: String(info.messageId) };
    }
    const file = await writeEml(this.dir, info.message);
    this.logger.log(`SMTP가 설정되지 않아 메일을 파일로 남겼습니다: ${file}`);
    return { kind: 'file', file };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}

function createTransport(mail: MailConfig): Transporter {
  if (!mail.smtp) {
    // nodemailer builds the whole message (headers, encoding) and hands it back instead of sending it.
    return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }
  const { host, port, secure, user, password } = mail.smtp;
  return nodemailer.createTransport({
    host,
    port,
    secure,
    ...(user !== null && password !== null ? { auth: { user, pass: password } } : {}),
  });
}

/** One file per message, named so that a listing sorts them by time. */
export async function writeEml(dir: string, message: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
  // Written aside and renamed, so whoever watches the folder never reads half a message.
  await fs.writeFile(`${file}.part`, message, { mode: 0o600 });
  await fs.rename(`${file}.part`, file);
  return file;
}
