// The auth module's public surface for the other modules.
export { AuthModule } from './auth.module';
export type { AuthUser } from './auth-user';
export { AllowedBeforePasswordChange, JwtAuthGuard } from './jwt-auth.guard';
export { OwnAccountGuard } from './own-account.guard';
export { CurrentUser } from './current-user.decorator';
export { JsonBodyGuard } from './json-body.guard';
export { TooManyAttemptsFilter } from './too-many-attempts.filter';
export { PasswordHasher } from './password-hasher.service';
export { PasswordCheckLimiter } from './attempt-limiters';
export { TokenService, type SessionTokens } from './token.service';
export { Clock } from './clock';
export { attemptStore, type AttemptStore } from './attempt-store';
export type { AttemptLimit } from './attempt-counter';
export { TooManyAttemptsException } from './too-many-attempts.exception';
export { TEMPORARY_PASSWORDS, type TemporaryPasswords } from './temporary-passwords';
