import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './error-panel';
import { PlaceholderPanel } from './placeholder-panel';

describe('ErrorPanel', () => {
  it('announces the message and calls onRetry from its button', async () => {
    const onRetry = jest.fn();
    render(<ErrorPanel message="화면을 불러오지 못했습니다." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorPanel />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('PlaceholderPanel', () => {
  it('says the screen is not ready yet', () => {
    render(<PlaceholderPanel title="일정" />);
    expect(screen.getByRole('region', { name: '일정' })).toHaveTextContent('이 화면은 아직 준비 중입니다.');
  });
});
