/** Where the login screen lives. */
export const LOGIN_PATH = '/login';
/** Where a member who logged in with a temporary password must go first. */
export const CHANGE_PASSWORD_PATH = '/user/changepassword';

/** sessionStorage key of the address a login-required visit was headed for. */
export const RETURN_URL_STORAGE_KEY = 'dugout.returnUrl';

export type Navigator = (url: string) => void;

const defaultNavigator: Navigator = (url) => window.location.assign(url);
let navigator: Navigator = defaultNavigator;

/**
 * Replaces how the auth code changes pages (the shell passes its router's navigate; tests pass
 * a spy). Without an argument the full-page default (`window.location.assign`) comes back.
 */
export function setNavigator(next?: Navigator): void {
  navigator = next ?? defaultNavigator;
}

export function navigateTo(url: string): void {
  navigator(url);
}

/** The page address as the router knows it: path, query and hash. */
export function currentAddress(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Only same-site paths are followed after login; anything else could redirect off the site. */
export function isSafeReturnUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers where to go after login (the route guard and the API client call this). */
export function rememberReturnUrl(url: string = currentAddress()): void {
  const path = url.split(/[?#]/)[0];
  if (!isSafeReturnUrl(url) || path === LOGIN_PATH) return;
  try {
    sessionStore()?.setItem(RETURN_URL_STORAGE_KEY, url);
  } catch {
    // no storage: after login the user simply lands on the home page
  }
}

/** The remembered address (once: it is removed), or null. */
export function takeReturnUrl(): string | null {
  const storage = sessionStore();
  if (!storage) return null;
  try {
    const url = storage.getItem(RETURN_URL_STORAGE_KEY);
    storage.removeItem(RETURN_URL_STORAGE_KEY);
    return url !== null && isSafeReturnUrl(url) ? url : null;
  } catch {
    return null;
  }
}

/** Sends the user to the login screen, remembering the current page for afterwards. */
export function goToLogin(): void {
  rememberReturnUrl();
  navigateTo(LOGIN_PATH);
}
