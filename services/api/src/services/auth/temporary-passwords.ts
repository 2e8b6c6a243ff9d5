/**
 * What login asks of the mailed temporary passwords (find password). The password-reset module
 * provides it globally under TEMPORARY_PASSWORDS, so auth needs no import of that module (which
 * itself needs auth's hasher).
 */
export interface TemporaryPasswords {
  /** Whether the password is the member's live temporary password; if so it is used up and becomes the account's password. */
  redeem(userId: number, password: string): Promise<boolean>;
  /** Whether the account's password hash is a temporary password already used once (a second login with it is refused). */
  isUsed(userId: number, passwordHash: string): Promise<boolean>;
}

export const TEMPORARY_PASSWORDS = Symbol('TemporaryPasswords');
