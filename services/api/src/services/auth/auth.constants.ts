/** `iss` and `aud` of access tokens; a token minted for anything else is refused. */
export const JWT_ISSUER = 'dugout-api';
export const JWT_AUDIENCE = 'dugout-web';
/** `typ` claim of access tokens, so no other kind of token is ever accepted as one. */
export const ACCESS_TOKEN_TYPE = 'access';
/** Claim of an access token issued while the account's password is a used temporary one: only the password change is open to it. */
export const MUST_CHANGE_PASSWORD_CLAIM = 'pwc';

/** A refresh token lives 14 days from its issue; every refresh hands out a fresh one. */
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  loginFailed: '이메일 또는 비밀번호가 올바르지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  accessTokenInvalid: '로그인이 만료되었거나 올바르지 않습니다. 다시 로그인해 주세요.',
  refreshTokenInvalid: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  refreshTokenReused: '이미 사용된 로그인 정보입니다. 보안을 위해 다시 로그인해 주세요.',
  notOwnAccount: '본인 계정의 정보만 조회하거나 변경할 수 있습니다.',
  tempPasswordUsed: '이미 사용한 임시 비밀번호입니다. 비밀번호 찾기에서 새 임시 비밀번호를 받아 주세요.',
  passwordChangeRequired: '임시 비밀번호로 로그인했습니다. 비밀번호를 변경한 뒤 이용해 주세요.',
} as const;
