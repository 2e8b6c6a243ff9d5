import { LOGIN_PATH, goToLogin, rememberReturnUrl, setNavigator, takeReturnUrl } from './navigation';

beforeEach(() => sessionStorage.clear());

describe('return URL', () => {
  it('gives the remembered address back once', () => {
    rememberReturnUrl('/league/gangseo/board/free/write?x=1#top');
    expect(takeReturnUrl()).toBe('/league/gangseo/board/free/write?x=1#top');
    expect(takeReturnUrl()).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)'])(
    'never remembers an off-site address: %s',
    (url) => {
      rememberReturnUrl(url);
      expect(takeReturnUrl()).toBeNull();
    },
  );

  it('ignores a tampered stored value', () => {
    sessionStorage.setItem('dugout.returnUrl', '//evil.example');
    expect(takeReturnUrl()).toBeNull();
  });

  it('does not remember the login page itself', () => {
    rememberReturnUrl('/user/info');
    rememberReturnUrl('/login?x=1');
    expect(takeReturnUrl()).toBe('/user/info');
  });

  it('goToLogin remembers the current page and navigates', () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    window.history.replaceState(null, '', '/user/league?tab=1');
    goToLogin();
    setNavigator();
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
    expect(takeReturnUrl()).toBe('/user/league?tab=1');
  });
});
