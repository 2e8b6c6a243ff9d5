import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createLeagueBase, createLeagueManagerCheck, createSession, mockScreenWidth, serveFakeApi, type FakeScreen } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

let fakeScreen: FakeScreen | undefined;

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  fakeScreen?.restore();
  fakeScreen = undefined;
  useAuthStore.getState().logout();
});

describe('league admin frame on a phone', () => {
  it('closes the side menu after a screen is chosen from it, so the screen is not left covered', async () => {
    const user = userEvent.setup();
    fakeScreen = mockScreenWidth(390);
    serveFakeApi(
      answerFrom({
        '/api/league/admin/manager/can_access/gangseo/12': createLeagueManagerCheck(),
        '/api/league/base/gangseo': createLeagueBase(),
      }),
    );
    renderAdmin('/league/gangseo/admin/schedule');
    const toggle = await screen.findByRole('button', { name: '관리 메뉴' });
    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: '관리 메뉴' })).getByRole('link', { name: '시즌 관리' }));
    expect(await screen.findByRole('heading', { name: '시즌 관리' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '관리 메뉴' })).not.toBeInTheDocument();
  });
});
