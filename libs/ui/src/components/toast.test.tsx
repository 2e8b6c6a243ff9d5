import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_INFO_MS, useToast } from './toast';

function Saver() {
  const { showToast, toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('시즌을 추가했습니다.')}>
        저장
      </button>
      <button type="button" onClick={() => showToast('이미 이 리그에 등록된 팀입니다.', 'error')}>
        실패
      </button>
      {toast}
    </>
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('toast', () => {
  it('announces a success in the status region that was there before it, and hides it after a while', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Saver />);
    const status = screen.getByRole('status', { name: '알림' });
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(status).toHaveTextContent('시즌을 추가했습니다.');
    act(() => jest.advanceTimersByTime(TOAST_INFO_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows an error as an alert that stays until it is closed, in place of the success', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Saver />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await user.click(screen.getByRole('button', { name: '실패' }));
    expect(screen.getByRole('status', { name: '알림' })).toBeEmptyDOMElement();
    expect(screen.getByRole('alert', { name: '알림' })).toHaveTextContent('이미 이 리그에 등록된 팀입니다.');
    act(() => jest.advanceTimersByTime(TOAST_INFO_MS * 2));
    expect(screen.getByRole('alert', { name: '알림' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByRole('alert', { name: '알림' })).not.toBeInTheDocument();
  });
});
