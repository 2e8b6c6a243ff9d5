import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteArea } from './remote-area';

function TeamApp() {
  return <h2>팀 홈</h2>;
}

function BrokenApp(): never {
  throw new Error('remote render failure');
}

const LOAD_ERROR = '화면을 불러오지 못했습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteArea', () => {
  it('shows the error panel when loading fails and loads again (as a retry) from its button', async () => {
    const load = jest
      .fn<Promise<typeof TeamApp>, [boolean]>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(TeamApp);
    render(<RemoteArea label="팀" load={load} />);

    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith(false);

    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByRole('heading', { name: '팀 홈' })).toBeInTheDocument();
    expect(screen.queryByText(LOAD_ERROR)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(true);
  });

  it('keeps showing the panel while retries keep failing', async () => {
    const load = jest.fn<Promise<typeof TeamApp>, [boolean]>().mockRejectedValue(new Error('offline'));
    render(<RemoteArea label="팀" load={load} />);

    await screen.findByText(LOAD_ERROR);
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByText(LOAD_ERROR);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    const load = jest.fn<Promise<() => never>, [boolean]>().mockResolvedValue(BrokenApp);
    render(
      <>
        <p>상단 바</p>
        <RemoteArea label="리그" load={load} />
      </>,
    );

    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('리그 화면을 열 수 없습니다')).toBeInTheDocument();
    expect(screen.getByText('상단 바')).toBeInTheDocument();
  });
});
