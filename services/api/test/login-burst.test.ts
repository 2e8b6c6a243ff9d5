import { PASSWORD_WORK_BUSY_MESSAGE } from '../src/services/auth/password-hasher.service';
import { login, newMember, register } from './auth-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Password hashing runs a few at a time with a short queue: a burst beyond it is refused with 503
// and Retry-After at once, instead of every login slowing down together until they time out.
describe('a burst of logins beyond the password-hashing queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers what fits with 200 and the rest with 503, Retry-After and a Korean message', async () => {
    const member = newMember();
    await register(t, member);

    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        index % 3 === 2 ? login(t, 'nobody@example.com', member.password) : login(t, member.email, member.password),
      ),
    );
    const statuses = burst.map((response) => response.status);
    const refused = burst.filter((response) => response.status === 503);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 401 || status === 503)).toBe(true);
    for (const response of refused) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.body).toEqual({ ok: false, data: null, error: PASSWORD_WORK_BUSY_MESSAGE });
    }

    // Refused attempts are not failures: the member can still log in right after.
    expect((await login(t, member.email, member.password)).status).toBe(200);
  });
});
