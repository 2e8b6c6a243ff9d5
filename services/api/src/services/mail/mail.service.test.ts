import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMail } from '../../../test/support/mail-message';
import { MailService } from './mail.service';

// Without SMTP settings (the embedded demo) each message is written as an .eml file.
describe('MailService file transport', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-mail-'));
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the whole message, Korean subject and text included, to a new file in the mail folder', async () => {
    const mail = new MailService({ mail: { smtp: null, from: '더그아웃 <no-reply@dugout.test>', dir: path.join(dir, 'mail') } });
    const first = await mail.send({ to: 'member@example.com', subject: '[더그아웃] 임시 비밀번호 안내', text: '임시 비밀번호: Abc234def567\n두 번째 줄' });
    const second = await mail.send({ to: 'other@example.com', subject: '두 번째', text: '또 다른 메일' });
    mail.onModuleDestroy();

    expect(first.kind).toBe('file');
    expect(second.kind).toBe('file');
    const files = fs.readdirSync(path.join(dir, 'mail')).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    if (first.kind !== 'file') throw new Error('not a file');
    const raw = fs.readFileSync(first.file, 'utf8');
    expect(raw).toMatch(/^From: =\?UTF-8\?B\?[^?]+\?= <no-reply@dugout\.test>\r$/m);
    expect(readMail(raw)).toEqual({ to: 'member@example.com', subject: '[더그아웃] 임시 비밀번호 안내', text: '임시 비밀번호: Abc234def567\n두 번째 줄' });
  });
});
