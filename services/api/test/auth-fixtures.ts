import { randomBytes } from 'node:crypto';
import type { TestApp } from './support/test-app';

export const PASSWORD = 'correct-horse-9';

export interface Member {
  email: string;
  username: string;
  password: string;
  phone: string;
  birthday: string;
  gender: 'M' | 'F';
}

export interface LoggedIn {
  member: Member;
  userId: number;
  accessToken: string;
  refreshToken: string;
}

/** A registration payload with a unique email. */
export function newMember(overrides: Partial<Member> = {}): Member {
  return {
    email: `member-${randomBytes(5).toString('hex')}@example.com`,
    username: '김철수',
    password: PASSWORD,
    phone: '010-1234-5678',
    birthday: '19900115',
    gender: 'M',
    ...overrides,
  };
}

/** A distinct client address per caller (the app trusts X-Forwarded-For from loopback), so login limits do not mix. */
export function clientIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function register(t: TestApp, member: Member = newMember()): Promise<number> {
  const response = await t.http.post('/api/user').send(member);
  if (response.status !== 201) {
    throw new Error(`가입 실패: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data.userId as number;
}

export function login(t: TestApp, email: string, password: string, ip = clientIp()) {
  return t.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
}

export async function registerAndLogin(t: TestApp, overrides: Partial<Member> = {}): Promise<LoggedIn> {
  const member = newMember(overrides);
  const userId = await register(t, member);
  const response = await login(t, member.email, member.password);
  if (response.status !== 200) {
    throw new Error(`로그인 실패: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { member, userId, accessToken: response.body.data.access_token, refreshToken: response.body.data.refresh_token };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function countRows(t: TestApp, table: 'user' | 'refresh_token' | 'player'): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT COUNT(*) AS count FROM \`${table}\``);
  return Number(count);
}

/** Requests sent as the member, or without a login for null: `const as = (who: LoggedIn | null) => requestsAs(t, who)`. A body left out is sent as {}. */
export function requestsAs(t: TestApp, who: LoggedIn | null) {
  const auth = who ? bearer(who.accessToken) : {};
  return {
    get: (url: string) => t.http.get(url).set(auth),
    post: (url: string, body: object = {}) => t.http.post(url).set(auth).send(body),
    put: (url: string, body: object = {}) => t.http.put(url).set(auth).send(body),
    patch: (url: string, body: object = {}) => t.http.patch(url).set(auth).send(body),
    delete: (url: string) => t.http.delete(url).set(auth),
  };
}
