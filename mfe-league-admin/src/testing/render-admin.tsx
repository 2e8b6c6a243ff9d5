import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import App from '../app';

/**
 * The remote mounted the way the shell mounts it (/league/:path/admin/*), with the league's
 * public page and the login page beside it, and a fresh SWR cache. The API is whatever the test
 * serves with serveFakeApi.
 */
export function renderAdmin(address: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/league/:path/admin/*" element={<App />} />
          <Route path="/league/:path" element={<p>리그 공개 화면</p>} />
          <Route path="/login" element={<p>로그인 화면</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
