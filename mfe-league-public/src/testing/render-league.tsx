import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import App from '../app';

/**
 * The remote mounted the way the shell mounts it (/league/:path/*), with a login page beside it,
 * a fresh SWR cache and no deduping. The API is whatever the test serves with serveFakeApi.
 */
export function renderLeague(address: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/league/:path/*" element={<App />} />
          <Route path="/login" element={<p>로그인 화면</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
