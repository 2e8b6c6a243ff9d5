import { fail, fakeFetch, ok } from '@dugout/testing';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { useServiceStatus } from './service-status';

const DB_DOWN = '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';

beforeEach(() => {
  useServiceStatus.setState({ unavailable: false, retryAfterSeconds: null });
});

describe('service status from the API client', () => {
  it('is marked unavailable by a 503, with its Retry-After, and cleared by the next normal answer', async () => {
    let down = true;
    const server = fakeFetch(() => (down ? { ...fail(503, DB_DOWN), headers: { 'Retry-After': '5' } } : ok([])));
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.get('/api/league/base/gangseo')).rejects.toEqual(new ApiError(503, DB_DOWN));
    expect(useServiceStatus.getState()).toEqual({ unavailable: true, retryAfterSeconds: 5 });

    down = false;
    await expect(client.get('/api/league/base/gangseo')).resolves.toEqual([]);
    expect(useServiceStatus.getState()).toEqual({ unavailable: false, retryAfterSeconds: null });
  });

  it('stays unavailable through other server errors and network failures; a 4xx means the API answers', async () => {
    const replies = [fail(503), fail(500), fail(404)];
    const client = createApiClient({ fetch: fakeFetch(() => replies.shift() ?? ok(null)).fetch });

    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(useServiceStatus.getState()).toEqual({ unavailable: true, retryAfterSeconds: null });
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(useServiceStatus.getState().unavailable).toBe(true);
    const offline = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(useServiceStatus.getState().unavailable).toBe(true);
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(useServiceStatus.getState().unavailable).toBe(false);
  });
});
