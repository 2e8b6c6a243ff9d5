import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureApiClient, type FetchFunction } from '@dugout/auth';
import App from '../app';

export interface FakeReply {
  status: number;
  body: unknown;
}

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { ok: true, data } });
export const fail = (status: number, error?: string): FakeReply => ({ status, body: { ok: false, data: null, error } });

const isReply = (value: unknown): value is FakeReply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * Answers the shared API client from a table of paths (with their query, if any); anything else
 * is a 404 envelope, like the real API for an unknown address. There is no API server in unit tests.
 */
export function installFakeApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetch: FetchFunction = async (url) => {
    calls.push(url);
    const answer = url in routes ? routes[url] : fail(404, '요청한 정보를 찾을 수 없습니다.');
    const reply = isReply(answer) ? answer : ok(answer);
    return { status: reply.status, ok: reply.status < 300, text: async () => JSON.stringify(reply.body) } as Response;
  };
  configureApiClient({ fetch });
  return { calls };
}

export function resetFakeApi() {
  configureApiClient({ fetch: undefined });
}

/** A fresh SWR cache per test, no deduping. */
export function TestSWR({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** The remote mounted the way the shell mounts it (/league/:path/*), with a login page beside it. */
export function renderLeague(address: string) {
  return render(
    <TestSWR>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/league/:path/*" element={<App />} />
          <Route path="/login" element={<p>로그인 화면</p>} />
        </Routes>
      </MemoryRouter>
    </TestSWR>,
  );
}
