import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  SESSION_STORAGE_KEY,
  sessionPersistStorage,
  toStoredSession,
  type PersistedAuth,
  type StoredSession,
} from './session-persistence';

export type { StoredSession } from './session-persistence';

/** Profile fields a user can change without logging in again. */
export type SessionProfile = Pick<StoredSession, 'username' | 'nickname' | 'email' | 'phone' | 'photo' | 'gender' | 'birthday'>;

export interface AuthState extends PersistedAuth {
  /** Stores a fresh session; `remember` picks localStorage (true, the default) or sessionStorage. */
  login: (session: StoredSession, remember?: boolean) => void;
  /** Replaces the tokens after a refresh, in the same storage. */
  updateTokens: (accessToken: string, refreshToken: string) => void;
  updateProfile: (profile: Partial<SessionProfile>) => void;
  /** The password was changed: the fresh tokens, and no more forced change (temporary password). */
  passwordChanged: (accessToken: string, refreshToken: string) => void;
  /** Forgets the session everywhere (memory, localStorage and sessionStorage). */
  logout: () => void;
  /** Same as logout. */
  clear: () => void;
  /** Stores a session keeping the current remember choice. */
  setSession: (session: StoredSession) => void;
}

/**
 * The one auth store of the page. @dugout/auth is a module-federation singleton, so the shell
 * and every remote import this very instance.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      user: null,
      remember: true,
      login: (session, remember = true) => set({ user: toStoredSession(session), remember }),
      updateTokens: (accessToken, refreshToken) => {
        const user = get().user;
        if (user) set({ user: { ...user, accessToken, refreshToken } });
      },
      updateProfile: (profile) => {
        const user = get().user;
        if (user) set({ user: toStoredSession({ ...user, ...profile }) });
      },
      passwordChanged: (accessToken, refreshToken) => {
        const user = get().user;
        if (user) set({ user: toStoredSession({ ...user, accessToken, refreshToken, mustChangePassword: undefined }) });
      },
      logout: () => set({ user: null, remember: true }),
      clear: () => get().logout(),
      setSession: (session) => get().login(session, get().remember),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: sessionPersistStorage,
      partialize: (state): PersistedAuth => ({ user: state.user, remember: state.remember }),
    },
  ),
);

// Another tab of this browser logged out or withdrew: the remembered session is gone from
// localStorage, so this tab forgets it too instead of calling on with a dead session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY || event.newValue !== null || event.storageArea !== window.localStorage) return;
    const { user, remember } = useAuthStore.getState();
    if (user && remember) useAuthStore.getState().logout();
  });
}

/** React hook: the stored session, or null when anonymous. */
export const useSession = (): StoredSession | null => useAuthStore((state) => state.user);

/** React hook: whether someone is logged in. */
export const useIsLoggedIn = (): boolean => useAuthStore((state) => state.user !== null);
