import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import App from '../app';

/**
 * The remote mounted the way the shell mounts it (/team/*), with the home and login pages beside
 * it and a fresh SWR cache. The API is whatever the test serves with serveFakeApi.
 */
export function renderTeam(address: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/team/*" element={<App />} />
          <Route path="/" element={<p>홈 화면</p>} />
          <Route path="/login" element={<p>로그인 화면</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
