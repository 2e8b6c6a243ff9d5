import { act, render, screen } from '@testing-library/react';
import { apiClient, useServiceStatus } from '@dugout/auth';
import { fail, ok, serveFakeApi } from '@dugout/testing';
import { ServiceStatusNotice } from './service-status-notice';

const NOTICE = '서비스 점검 중이거나 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';

beforeEach(() => {
  useServiceStatus.setState({ unavailable: false, retryAfterSeconds: null });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ServiceStatusNotice', () => {
  it('shows the Korean notice while the API answers 503 and hides it once /api/health answers again', async () => {
    jest.useFakeTimers();
    let down = true;
    const calls = serveFakeApi(() => (down ? fail(503, '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.') : ok({ status: 'ok' })));
    render(<ServiceStatusNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(() => apiClient.get('/api/league/base/gangseo').catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);

    // Still down at the first check: the notice stays and the next check follows.
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(calls.map((call) => call.url)).toEqual(['/api/league/base/gangseo', '/api/health']);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);

    down = false;
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(calls.at(-1)?.url).toBe('/api/health');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(calls).toHaveLength(3);
  });
});
