import { createSession } from '@dugout/testing';
import { useAuthStore, type AuthState, type StoredSession } from './auth.store';

const SPEC_FIELDS = [
  'accessToken',
  'birthday',
  'email',
  'gender',
  'isAdmin',
  'nickname',
  'phone',
  'photo',
  'refreshToken',
  'userId',
  'username',
];

const stored = (storage: Storage) => {
  const raw = storage.getItem('user');
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

/** Loads the store module afresh, as a page reload does. */
function reloadStore(): typeof useAuthStore {
  let fresh: typeof useAuthStore | undefined;
  jest.isolateModules(() => {
    fresh = (require('./auth.store') as { useAuthStore: typeof useAuthStore }).useAuthStore;
  });
  if (!fresh) throw new Error('store module did not load');
  return fresh;
}

beforeEach(() => {
  useAuthStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth store persistence', () => {
  it('keeps a remembered session in localStorage under `user` with exactly the spec fields', () => {
    const withExtra = { ...createSession(), password: 'secret', roles: ['x'] } as StoredSession;
    useAuthStore.getState().login(withExtra, true);

    const saved = stored(localStorage);
    expect(Object.keys(saved ?? {}).sort()).toEqual(SPEC_FIELDS);
    expect(saved).toEqual(createSession());
    expect(stored(sessionStorage)).toBeNull();
    expect(useAuthStore.getState().user).toEqual(createSession());
  });

  it('remembers by default', () => {
    useAuthStore.getState().login(createSession());
    expect(stored(localStorage)).toEqual(createSession());
  });

  it('keeps an unremembered session in sessionStorage only', () => {
    useAuthStore.getState().login(createSession(), false);
    expect(stored(sessionStorage)).toEqual(createSession());
    expect(stored(localStorage)).toBeNull();
  });

  it('moves the session when the next login changes the choice', () => {
    useAuthStore.getState().login(createSession(), true);
    useAuthStore.getState().login(createSession({ accessToken: 'access-2' }), false);
    expect(stored(localStorage)).toBeNull();
    expect(stored(sessionStorage)?.['accessToken']).toBe('access-2');
  });

  it('writes refreshed tokens to the same storage', () => {
    useAuthStore.getState().login(createSession(), false);
    useAuthStore.getState().updateTokens('access-9', 'refresh-9');
    expect(stored(sessionStorage)).toEqual(createSession({ accessToken: 'access-9', refreshToken: 'refresh-9' }));
    expect(stored(localStorage)).toBeNull();
  });

  it('updates profile fields without touching the tokens', () => {
    useAuthStore.getState().login(createSession(), true);
    useAuthStore.getState().updateProfile({ username: '김영희', photo: 'me.png' });
    expect(stored(localStorage)).toEqual(createSession({ username: '김영희', photo: 'me.png' }));
  });

  it('ignores token updates when nobody is logged in', () => {
    useAuthStore.getState().updateTokens('a', 'b');
    expect(useAuthStore.getState().user).toBeNull();
    expect(stored(localStorage)).toBeNull();
  });

  it.each<[string, keyof AuthState]>([
    ['logout', 'logout'],
    ['clear', 'clear'],
  ])('%s forgets the session in both storages', (_name, action) => {
    useAuthStore.getState().login(createSession(), true);
    (useAuthStore.getState()[action] as () => void)();
    expect(useAuthStore.getState().user).toBeNull();
    expect(stored(localStorage)).toBeNull();
    expect(stored(sessionStorage)).toBeNull();
  });
});

describe('auth store after a reload', () => {
  it('restores a remembered session from localStorage', () => {
    localStorage.setItem('user', JSON.stringify(createSession()));
    const store = reloadStore();
    expect(store).not.toBe(useAuthStore);
    expect(store.getState().user).toEqual(createSession());
    expect(store.getState().remember).toBe(true);
  });

  it('restores a browser-session login from sessionStorage and keeps it there', () => {
    sessionStorage.setItem('user', JSON.stringify(createSession()));
    const store = reloadStore();
    expect(store.getState().user).toEqual(createSession());
    expect(store.getState().remember).toBe(false);

    store.getState().updateTokens('access-2', 'refresh-2');
    expect(stored(sessionStorage)?.['refreshToken']).toBe('refresh-2');
    expect(stored(localStorage)).toBeNull();
  });

  it('round-trips what login stored', () => {
    useAuthStore.getState().login(createSession({ photo: 'p.jpg', gender: 'F' }), true);
    expect(reloadStore().getState().user).toEqual(createSession({ photo: 'p.jpg', gender: 'F' }));
  });

  it.each([
    ['unreadable JSON', '{"userId":'],
    ['a missing field', JSON.stringify({ ...createSession(), accessToken: undefined })],
    ['a wrong gender', JSON.stringify(createSession({ gender: 'X' as 'M' }))],
  ])('treats %s as logged out and removes it', (_case, raw) => {
    localStorage.setItem('user', raw);
    const store = reloadStore();
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs out when another tab removes the remembered session, and keeps a session of this tab only', () => {
    const removed = () =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', oldValue: '{}', newValue: null, storageArea: localStorage }));
    useAuthStore.getState().login(createSession(), false);
    removed();
    expect(useAuthStore.getState().user).toEqual(createSession());
    useAuthStore.getState().login(createSession(), true);
    removed();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('starts anonymous with nothing stored', () => {
    expect(reloadStore().getState().user).toBeNull();
  });
});
