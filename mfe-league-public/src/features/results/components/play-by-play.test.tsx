import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayByPlay } from './play-by-play';
import { createPlays } from './play-by-play.fixture';

const halfHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('문자 중계', () => {
  it('leads with the half inning being played while the game is live, each half with its heading and summary', () => {
    render(<PlayByPlay plays={createPlays()} />);
    expect(screen.getByRole('heading', { level: 2, name: '문자 중계' })).toBeInTheDocument();
    expect(halfHeadings()).toEqual(['1회말 화곡 베어스 공격', '1회초 강서 타이거즈 공격']);
    expect(screen.getByText('1회초 종료: 2안타 1득점')).toBeInTheDocument();
    expect(screen.getByText('1루 주자 강백호: 2루 도루 성공')).toBeInTheDocument();
  });

  it('shows the summary of a half inning that ended, none for the one still being played', () => {
    render(<PlayByPlay plays={createPlays()} />);
    expect(screen.getByText('1회초 종료: 2안타 1득점')).toBeInTheDocument();
    expect(screen.queryByText(/1회말 종료/)).not.toBeInTheDocument();
  });

  it('reads from the first inning once the game is over, without the live board', () => {
    const plays = createPlays();
    render(<PlayByPlay plays={{ ...plays, state: { ...plays.state, over: true, overReason: 'regulation' } }} />);
    expect(halfHeadings()).toEqual(['1회초 강서 타이거즈 공격', '1회말 화곡 베어스 공격']);
    expect(screen.queryByRole('region', { name: '현재 상황' })).not.toBeInTheDocument();
  });

  it("folds a plate appearance's pitches under it and opens them on a tap", async () => {
    render(<PlayByPlay plays={createPlays()} />);
    const walk = screen.getByText('1번 타자 강백호: 볼넷').closest('li') as HTMLElement;
    const pitches = within(walk).getByText('투구 4개');
    expect(pitches.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(pitches);
    expect(pitches.closest('details')).toHaveAttribute('open');
    expect(within(walk).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1구 볼', '2구 볼', '3구 볼', '4구 볼']);
    // A stolen base has no pitches to fold.
    expect(within(screen.getByText('1루 주자 강백호: 2루 도루 성공').closest('li') as HTMLElement).queryByText(/투구/)).not.toBeInTheDocument();
  });

  it('marks a scoring play (its sentence ends with the score), and shows a substitution quietly', () => {
    render(<PlayByPlay plays={createPlays()} />);
    const scoring = screen.getByText('2번 타자 김철수: 중견수 뒤 2루타, 1루 주자 홍길동 홈인 (1:0)').closest('li') as HTMLElement;
    expect(scoring).toHaveClass('lp-pbp__item--scoring');
    expect(scoring).toHaveTextContent(/^득점2번 타자 김철수: .* \(1:0\)/);
    expect(screen.getByText('화곡 베어스 투수 교체: 최투수 → 이영호').closest('li')).toHaveClass('lp-pbp__item--quiet');
  });

  it('shows the moment of a live game: inning, score, runners, count, batter and pitcher by name', () => {
    render(<PlayByPlay plays={createPlays()} />);
    const board = screen.getByRole('region', { name: '현재 상황' });
    expect(board).toHaveTextContent('1회말 화곡 베어스 공격');
    expect(board).toHaveTextContent('강서 타이거즈1:0화곡 베어스');
    expect(within(board).getByRole('img', { name: '주자 2루' })).toBeInTheDocument();
    expect(within(board).getByRole('img', { name: '2볼 1스트라이크 1아웃' })).toBeInTheDocument();
    expect(board).toHaveTextContent('타자2번 박병호');
    // The visitors pitch to the home side in the bottom half.
    expect(board).toHaveTextContent('투수박철수');
  });

  it('says so when the scorer has started but no play is recorded yet', () => {
    const plays = createPlays({ narration: [] });
    render(<PlayByPlay plays={{ ...plays, state: { ...plays.state, inning: 1, half: 0, outs: 0, balls: 0, strikes: 0, score: [0, 0], bases: [null, null, null] } }} />);
    expect(screen.getByText('아직 기록된 플레이가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '주자 없음' })).toBeInTheDocument();
  });
});
