import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useAuthStore } from '../store/auth.store';
import { createSession, fail, ok, serveFakeApi } from '@dugout/testing';
import { swrConfig, useApiSWR } from './swr';

function GroundName({ path }: { path: string | null }) {
  const { data, error } = useApiSWR<{ groundName: string }>(path);
  if (error) return <p>{error.message}</p>;
  return <p>{data ? data.groundName : '불러오는 중'}</p>;
}

const renderFresh = (path: string | null) =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <GroundName path={path} />
    </SWRConfig>,
  );

beforeEach(() => useAuthStore.getState().logout());

describe('useApiSWR', () => {
  it('loads the envelope data through the shared client with the stored token', async () => {
    useAuthStore.getState().login(createSession({ accessToken: 'access-2' }), true);
    const calls = serveFakeApi(() => ok({ groundName: '잠실 보조구장' }));

    renderFresh('/api/ground/3');

    expect(await screen.findByText('잠실 보조구장')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/ground/3', authorization: 'Bearer access-2' });
  });

  it('shows the Korean error of a failed call without retrying a 404', async () => {
    const calls = serveFakeApi(() => fail(404));

    renderFresh('/api/ground/999');

    expect(await screen.findByText('요청한 정보를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('fetches nothing for a null key', () => {
    const calls = serveFakeApi(() => ok({ groundName: 'x' }));
    renderFresh(null);
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
