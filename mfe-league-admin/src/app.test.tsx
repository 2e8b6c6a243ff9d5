import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from './app';

// Mounted the way the shell mounts it: under /league/:path/admin/*.
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/league/:path/admin/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('league admin App', () => {
  it.each([
    ['/league/gangseo/admin', '관리자 대시보드'],
    ['/league/gangseo/admin/schedule', '일정 관리'],
    ['/league/gangseo/admin/scheduleform', '일정 등록'],
    ['/league/gangseo/admin/scheduleform/1/2/3', '일정 등록'],
    ['/league/gangseo/admin/teams/1/2/3/players/4', '선수 정보'],
    ['/league/gangseo/admin/managerRoles', '운영진 권한'],
  ])('renders the placeholder of %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('리그 관리')).toBeInTheDocument();
  });

  it('says so when the address is not an admin screen', () => {
    renderAt('/league/gangseo/admin/nothing-here/at-all');
    expect(screen.getByText('요청하신 관리 화면을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
