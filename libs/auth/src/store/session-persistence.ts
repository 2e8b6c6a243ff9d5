import type { StoredSession } from '@dugout/contracts';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

export type { StoredSession } from '@dugout/contracts';

/** Browser storage key of the stored session (spec section 3). */
export const SESSION_STORAGE_KEY = 'user';

/** What the store persists: the session and which storage holds it. */
export interface PersistedAuth {
  user: StoredSession | null;
  /** Keep me logged in: true -> localStorage, false -> sessionStorage (until the browser closes). */
  remember: boolean;
}

/** Copies exactly the spec's fields, so nothing else ever lands in storage. */
export function toStoredSession(source: StoredSession): StoredSession {
  return {
    userId: source.userId,
    username: source.username,
    nickname: source.nickname,
    email: source.email,
    phone: source.phone,
    photo: source.photo,
    gender: source.gender,
    birthday: source.birthday,
    accessToken: source.accessToken,
    refreshToken: source.refreshToken,
    isAdmin: source.isAdmin,
    ...(source.mustChangePassword === true ? { mustChangePassword: true as const } : {}),
  };
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['userId'] === 'number' &&
    typeof v['username'] === 'string' &&
    typeof v['nickname'] === 'string' &&
    typeof v['email'] === 'string' &&
    typeof v['phone'] === 'string' &&
    (typeof v['photo'] === 'string' || v['photo'] === null) &&
    (v['gender'] === 'M' || v['gender'] === 'F') &&
    typeof v['birthday'] === 'string' &&
    typeof v['accessToken'] === 'string' &&
    typeof v['refreshToken'] === 'string' &&
    typeof v['isAdmin'] === 'boolean'
  );
}

// Storage can be missing (server, tests) or throw (disabled cookies, private mode quotas):
// the session then simply lives in memory.
function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function readSession(storage: Storage | null, key: string): StoredSession | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed)) return toStoredSession(parsed);
  } catch {
    // unreadable JSON: treated like no session and removed below
  }
  safely(() => storage.removeItem(key));
  return null;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // a full or disabled storage must not break login; the session stays in memory
  }
}

/**
 * Persists only the session object itself under `user` (not zustand's `{ state, version }`
 * wrapper), in localStorage when remembered and in sessionStorage otherwise. Reading tries
 * localStorage first; where the session was found tells whether it was remembered.
 */
export const sessionPersistStorage: PersistStorage<PersistedAuth> = {
  getItem(name): StorageValue<PersistedAuth> | null {
    const remembered = readSession(browserStorage('localStorage'), name);
    if (remembered) return { state: { user: remembered, remember: true }, version: 0 };
    const sessionOnly = readSession(browserStorage('sessionStorage'), name);
    if (sessionOnly) return { state: { user: sessionOnly, remember: false }, version: 0 };
    return null;
  },
  setItem(name, { state }) {
    const local = browserStorage('localStorage');
    const session = browserStorage('sessionStorage');
    if (!state.user) {
      safely(() => local?.removeItem(name));
      safely(() => session?.removeItem(name));
      return;
    }
    const [target, other] = state.remember ? [local, session] : [session, local];
    const text = JSON.stringify(toStoredSession(state.user));
    safely(() => target?.setItem(name, text));
    safely(() => other?.removeItem(name));
  },
  removeItem(name) {
    safely(() => browserStorage('localStorage')?.removeItem(name));
    safely(() => browserStorage('sessionStorage')?.removeItem(name));
  },
};
