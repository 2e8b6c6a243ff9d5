import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  formatDateTime,
  TEMP_PASSWORD_SENT_MESSAGE,
  TEMP_PASSWORD_TTL_MINUTES,
  type TempPasswordPayload,
  type TempPasswordResult,
} from '@dugout/contracts';
import { Clock, PasswordHasher, type TemporaryPasswords } from '../auth';
import { MailService, type MailMessage } from '../mail/mail.service';
import { UsersService, type MemberIdentity } from '../users/users.service';
import { PasswordResetRepository } from '../../repositories/password-reset/password-reset.repository';
import { TempPasswordLimiter } from './temp-password.limiter';

// No look-alike characters (0/O, 1/l/I), so the password can be typed from the mail.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TEMP_PASSWORD_LENGTH = 12;

/**
 * Find password: a temporary password mailed to a member whose e-mail, name, birthday and phone
 * match. It is an extra, one-time credential: the member's own password keeps working until the
 * temporary one is used to log in; that login replaces the password with it and asks for a change
 * (services/api/docs/temp-password.md).
 */
@Injectable()
export class PasswordResetService implements TemporaryPasswords {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly repository: PasswordResetRepository,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly limiter: TempPasswordLimiter,
    private readonly clock: Clock,
  ) {}

  /**
   * The same answer and the same hashing work whether an account matched or not; the mail leaves
   * after the answer, so its sending time tells nothing either.
   */
  async requestTempPassword(input: TempPasswordPayload, clientIp: string): Promise<TempPasswordResult> {
    const member = await this.users.findIdentityByEmail(input.email);
    await this.limiter.take(clientIp, member?.email ?? input.email.trim().toLowerCase());
    this.hasher.assertCapacity();

    const password = newTempPassword();
    const passwordHash = await this.hasher.hash(password);
    if (member && matches(member, input)) {
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + TEMP_PASSWORD_TTL_MINUTES * 60_000);
      await this.repository.replaceLive(member.userId, passwordHash, now, expiresAt);
      this.mail.send(tempPasswordMail(member, password, expiresAt)).catch((error: unknown) => {
        this.logger.error(`임시 비밀번호 메일을 보내지 못했습니다 (회원 ${member.userId}): ${String(error)}`);
      });
    }
    return { message: TEMP_PASSWORD_SENT_MESSAGE };
  }

  async redeem(userId: number, password: string): Promise<boolean> {
    const now = this.clock.now();
    const live = await this.repository.findLive(userId, now);
    if (!live || !(await this.hasher.verify(live.passwordHash, password))) {
      return false;
    }
    // Two logins with it at once: only the one that marks it used gets in.
    if (!(await this.repository.markUsed(live.tempPasswordId, now))) {
      return false;
    }
    await this.users.replacePasswordHash(userId, live.passwordHash);
    return true;
  }

  isUsed(userId: number, passwordHash: string): Promise<boolean> {
    return this.repository.isUsedHash(userId, passwordHash);
  }
}

function newTempPassword(): string {
  return Array.from({ length: TEMP_PASSWORD_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

const digits = (phone: string): string => phone.replace(/\D/g, '');

function matches(member: MemberIdentity, input: TempPasswordPayload): boolean {
  return member.username === input.name.trim() && member.birthday === input.birthday.trim() && digits(member.phone) === digits(input.phone);
}

export function tempPasswordMail(member: Pick<MemberIdentity, 'email' | 'username'>, password: string, expiresAt: Date): MailMessage {
  return {
    to: member.email,
    subject: '[더그아웃] 임시 비밀번호 안내',
    text: [
      `${member.username}님, 안녕하세요. 더그아웃입니다.`,
      '',
      '비밀번호 찾기에서 요청하신 임시 비밀번호를 보내 드립니다.',
      '',
      `임시 비밀번호: ${password}`,
      `사용 기한: ${formatDateTime(expiresAt)} (한국 시간)까지`,
      '',
      '다음 순서로 비밀번호를 바꿔 주세요.',
      '1. 더그아웃 로그인 화면에서 이 메일 주소와 위의 임시 비밀번호로 로그인합니다.',
      '2. 비밀번호 변경 화면으로 이동하면 현재 비밀번호에 임시 비밀번호를 넣고, 새 비밀번호를 정해 저장합니다.',
      '',
      '임시 비밀번호는 한 번만 로그인할 수 있고, 사용 기한이 지나면 쓸 수 없습니다.',
      '임시 비밀번호로 로그인하기 전까지는 기존 비밀번호도 그대로 쓸 수 있습니다.',
      '비밀번호 찾기를 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다.',
    ].join('\n'),
  };
}
