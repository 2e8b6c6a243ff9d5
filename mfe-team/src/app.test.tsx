import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from './app';

// Mounted the way the shell mounts it: under /team/*.
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/team/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('team App', () => {
  it.each([
    ['/team/12', '팀', '팀 홈'],
    ['/team/12/playerstat/5', '팀', '선수 기록'],
    ['/team/admin/12', '팀 관리', '대시보드'],
    ['/team/admin/12/orderForm/3/9', '팀 관리', '라인업 작성'],
  ])('renders the placeholder of %s', (path, area, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(area)).toBeInTheDocument();
  });

  it('treats /team/admin/:teamId as the staff portal, not a team called "admin"', () => {
    renderAt('/team/admin/12/member');
    expect(screen.getByRole('heading', { name: '선수 정보' })).toBeInTheDocument();
    expect(screen.getByText('팀 관리')).toBeInTheDocument();
  });
});
