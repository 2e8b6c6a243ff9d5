import { JwtService } from '@nestjs/jwt';
import { DataSource, type Repository } from 'typeorm';
import { migrations } from '../../database/migrations';
import { Player } from '../../repositories/players/player.entity';
import { User } from '../../repositories/users/user.entity';
import { ACCESS_TOKEN_TYPE, AUTH_MESSAGES, JWT_AUDIENCE, JWT_ISSUER, REFRESH_TOKEN_TTL_MS } from './auth.constants';
import { ManualClock } from './clock';
import { jwtOptions } from './jwt-options';
import { RefreshTokensRepository } from '../../repositories/auth/refresh-tokens.repository';
import { RefreshToken } from '../../repositories/auth/refresh-token.entity';
import { hashRefreshToken, TokenService } from './token.service';

// The real schema (every migration) on an in-memory SQLite database (better-sqlite3), as `npm start` uses.
describe('TokenService', () => {
  let dataSource: DataSource;
  let rows: Repository<RefreshToken>;
  let clock: ManualClock;
  let service: TokenService;
  let jwt: JwtService;
  let userId: number;
  let otherUserId: number;

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [User, RefreshToken, Player], migrations, migrationsRun: true });
    await dataSource.initialize();
    const users = dataSource.getRepository(User);
    const user = (email: string) => ({ email, username: '홍길동', passwordHash: 'x', phone: '010-1234-5678', birthday: '19900101', gender: 'M' as const });
    userId = (await users.save(users.create(user('hong@example.com')))).userId;
    otherUserId = (await users.save(users.create(user('kim@example.com')))).userId;
    rows = dataSource.getRepository(RefreshToken);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  beforeEach(() => {
    clock = new ManualClock('2026-05-01T00:00:00Z');
    jwt = new JwtService(jwtOptions({ secret: 'unit-test-secret', accessTtl: '15m', accessTtlSeconds: 900 }));
    service = new TokenService(jwt, new RefreshTokensRepository(dataSource), clock);
  });

  const rowOf = (token: string) => rows.findOneByOrFail({ tokenHash: hashRefreshToken(token) });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e as { getStatus(): number; message: string },
    );
    return error ? { status: error.getStatus(), message: error.message } : null;
  };

  it('signs a 15-minute HS256 access token for the user with typ access', () => {
    const token = service.signAccessToken(userId);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = jwt.verify<Record<string, unknown>>(token);
    expect(payload).toMatchObject({ sub: String(userId), typ: ACCESS_TOKEN_TYPE, iss: JWT_ISSUER, aud: JWT_AUDIENCE });
    expect(Number(payload['exp']) - Number(payload['iat'])).toBe(900);
    expect(service.signAccessToken(userId)).not.toBe(token);
  });

  it('stores only the SHA-256 of a 32-byte random refresh token, expiring in 14 days', async () => {
    const { refresh_token: token } = await service.issueSession(userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await rowOf(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await rows.countBy({ tokenHash: token })).toBe(0);
    expect(row).toMatchObject({ userId, usedAt: null, revokedAt: null });
    expect(row.expiresAt.getTime() - clock.now().getTime()).toBe(REFRESH_TOKEN_TTL_MS);
  });

  it('rotates: the old token is marked used, the new one joins the same family', async () => {
    const first = await service.issueSession(userId);
    clock.advance(60_000);
    const second = await service.rotate(first.refresh_token, userId);

    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const [oldRow, newRow] = [await rowOf(first.refresh_token), await rowOf(second.refresh_token)];
    expect(oldRow.usedAt?.toISOString()).toBe('2026-05-01T00:01:00.000Z');
    expect(newRow.familyId).toBe(oldRow.familyId);
    expect(newRow.usedAt).toBeNull();

    const third = await service.rotate(second.refresh_token, userId);
    expect((await rowOf(third.refresh_token)).familyId).toBe(oldRow.familyId);
  });

  it('revokes the whole family when a used token comes back, and only that family', async () => {
    const stolen = await service.issueSession(userId);
    const otherDevice = await service.issueSession(userId);
    const next = await service.rotate(stolen.refresh_token, userId);

    expect(await refusal(service.rotate(stolen.refresh_token, userId))).toEqual({ status: 401, message: AUTH_MESSAGES.refreshTokenReused });
    expect((await rowOf(next.refresh_token)).revokedAt).not.toBeNull();
    expect(await refusal(service.rotate(next.refresh_token, userId))).toEqual({ status: 401, message: AUTH_MESSAGES.refreshTokenInvalid });

    expect(await refusal(service.rotate(otherDevice.refresh_token, userId))).toBeNull();
  });

  it('lets only one of two refreshes racing with the same token win, and then revokes the family', async () => {
    const session = await service.issueSession(userId);
    const results = await Promise.allSettled([service.rotate(session.refresh_token, userId), service.rotate(session.refresh_token, userId)]);
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    // Whichever order the claims and the revocation ran in, the winner's new token is dead too.
    const winner = (winners[0] as PromiseFulfilledResult<{ refresh_token: string }>).value;
    expect(await refusal(service.rotate(winner.refresh_token, userId))).toEqual({ status: 401, message: AUTH_MESSAGES.refreshTokenInvalid });
  });

  it('treats a token born into an already revoked family as revoked', async () => {
    const session = await service.issueSession(userId);
    const family = (await rowOf(session.refresh_token)).familyId;
    await service.revokeSessionOf(session.refresh_token, userId);
    // A row inserted after the revocation, as a racing refresh would.
    const late = await service.issueSession(userId);
    await rows.update({ tokenHash: hashRefreshToken(late.refresh_token) }, { familyId: family });
    expect(await refusal(service.rotate(late.refresh_token, userId))).toEqual({ status: 401, message: AUTH_MESSAGES.refreshTokenInvalid });
  });

  it('refuses unknown, expired and other users’ tokens without touching them', async () => {
    expect(await refusal(service.rotate('not-a-token', userId))).toEqual({ status: 401, message: AUTH_MESSAGES.refreshTokenInvalid });

    const session = await service.issueSession(userId);
    expect(await refusal(service.rotate(session.refresh_token, otherUserId))).toMatchObject({ status: 401 });
    expect((await rowOf(session.refresh_token)).usedAt).toBeNull();

    clock.advance(REFRESH_TOKEN_TTL_MS);
    expect(await refusal(service.rotate(session.refresh_token, userId))).toEqual({ status: 401, message: AUTH_MESSAGES.refreshTokenInvalid });
    expect((await rowOf(session.refresh_token)).usedAt).toBeNull();
  });

  it('logout revokes the presented session only; revokeAllOf ends every session of the user only', async () => {
    const a = await service.issueSession(userId);
    const b = await service.issueSession(userId);
    const other = await service.issueSession(otherUserId);

    await service.revokeSessionOf(a.refresh_token, otherUserId);
    expect((await rowOf(a.refresh_token)).revokedAt).toBeNull();

    await service.revokeSessionOf(a.refresh_token, userId);
    expect(await refusal(service.rotate(a.refresh_token, userId))).toMatchObject({ status: 401 });
    const bNext = await service.rotate(b.refresh_token, userId);

    await service.revokeAllOf(userId);
    expect(await refusal(service.rotate(bNext.refresh_token, userId))).toMatchObject({ status: 401 });
    expect(await refusal(service.rotate(other.refresh_token, otherUserId))).toBeNull();
  });

  it('deletes the user’s expired tokens when a new session starts', async () => {
    const old = await service.issueSession(userId);
    clock.advance(REFRESH_TOKEN_TTL_MS + 1000);
    await service.issueSession(userId);
    expect(await rows.countBy({ tokenHash: hashRefreshToken(old.refresh_token) })).toBe(0);
  });
});
