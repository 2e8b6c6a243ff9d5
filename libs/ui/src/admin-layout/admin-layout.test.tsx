import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockScreenWidth, type FakeScreen } from '@dugout/testing';
import { AdminLayout } from './admin-layout';
import type { AdminMenuGroup } from './admin-menu';

const onPreparing = jest.fn();
const menu: AdminMenuGroup[] = [
  { label: '대시보드', to: '/admin/dashboard' },
  {
    label: '기록 관리',
    items: [
      { label: '일정', to: '/admin/schedule' },
      { label: '화면 관리', onSelect: onPreparing },
    ],
  },
];

function renderLayout(closeOnNavigate = false) {
  return render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <AdminLayout title="리그 관리" menu={menu} footer={<p>바닥글</p>} closeOnNavigate={closeOnNavigate}>
        <Routes>
          <Route path="/admin/:screen" element={<p>본문</p>} />
        </Routes>
      </AdminLayout>
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByRole('button', { name: '관리 메뉴' });
const sideMenu = () => screen.queryByRole('navigation', { name: '관리 메뉴' });

let fakeScreen: FakeScreen | undefined;
afterEach(() => fakeScreen?.restore());

describe('admin layout', () => {
  it('shows the menu open on a wide screen, with its groups, the screen and the footer', async () => {
    const user = userEvent.setup();
    fakeScreen = mockScreenWidth(1400);
    renderLayout();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(sideMenu()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '대시보드' })).toHaveClass('dg-admin__link--active');
    expect(screen.getByText('기록 관리')).toBeInTheDocument();
    expect(screen.getByText('본문')).toBeInTheDocument();
    expect(screen.getByText('바닥글')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '화면 관리' }));
    expect(onPreparing).toHaveBeenCalledTimes(1);

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(sideMenu()).not.toBeInTheDocument();
  });

  it('starts closed below 1210 px, opens with the button and closes when the window narrows', async () => {
    const user = userEvent.setup();
    fakeScreen = mockScreenWidth(1209);
    renderLayout();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(sideMenu()).not.toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(sideMenu()).toBeInTheDocument();

    await user.click(toggle());
    // Widening past 1210 px opens it again; narrowing below closes it by itself.
    act(() => fakeScreen?.resize(1300));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    act(() => fakeScreen?.resize(1000));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after a move to another screen on a narrow screen when asked to', async () => {
    const user = userEvent.setup();
    fakeScreen = mockScreenWidth(800);
    renderLayout(true);
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: '일정' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is open without matchMedia (nothing says the screen is narrow)', () => {
    renderLayout();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
