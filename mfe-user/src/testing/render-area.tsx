import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import App from '../app';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/**
 * Renders the member area the way the shell mounts it (under /user/* and /agreement/*), with a
 * stand-in for the shell's login page and a fresh SWR cache.
 */
export function renderArea(entries: string[]) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/user/*" element={<App />} />
          <Route path="/agreement/*" element={<App />} />
          <Route path="/login" element={<p>로그인 화면</p>} />
          <Route path="*" element={<p>다른 화면</p>} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </SWRConfig>,
  );
}
