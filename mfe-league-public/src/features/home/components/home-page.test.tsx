import { fireEvent, screen, within } from '@testing-library/react';
import { WinType, type PlayerRankingLists, type RecentPost } from '@dugout/contracts';
import { answerFrom, createLeague, createLeagueBase, createScheduleItem, createStanding, serveFakeApi } from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const leagues2026 = [createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })];

const noLeaders: PlayerRankingLists = { listAvg: [], listRbi: [], listHr: [], listEra: [], listWin: [], listSo: [] };

const base = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': leagues2026,
};

beforeEach(() => sessionStorage.clear());

describe('league home', () => {
  it("shows every block's empty state", async () => {
    serveFakeApi(answerFrom({
      ...base,
      '/api/league/board/gangseo/recent/gallery': [],
      '/api/league/board/gangseo/recent/notice': [],
      '/api/league/board/gangseo/recent/normal': [],
      '/api/league/league/31/scheduleMain/5': [],
      '/api/game/rank/team/3/31': [],
      '/api/league/league/31/gameMain/5': [],
      '/api/game/rank/mainPage/3/31': noLeaders,
    }));
    renderLeague('/league/gangseo');
    expect(await screen.findByText('등록된 일정이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('등록된 팀이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('경기 결과가 없습니다.')).toBeInTheDocument();
    expect(await screen.findAllByText('등록된 기록이 없습니다.')).toHaveLength(6);
    expect(await screen.findAllByText('등록된 게시글이 없습니다.')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /나의 리그/ })).toHaveAttribute('href', '/league/gangseo/myLeague');
    const side = screen.getByRole('img', { name: '강서리그 안내 배너' });
    expect(side).toHaveAttribute('src', '/upload/league/gangseo_side.png?w=384');
    expect(side).toHaveAttribute('sizes', '(max-width: 900px) 100vw, 300px');
    expect(side).toHaveAttribute('srcset', expect.stringContaining('/upload/league/gangseo_side.png?w=640 640w'));
    expect([side.getAttribute('width'), side.getAttribute('height'), side.getAttribute('loading')]).toEqual(['300', '400', 'lazy']);
    // Only one league has a video channel.
    expect(screen.queryByRole('link', { name: /영상 채널/ })).not.toBeInTheDocument();
  });

  it('shows the next games, standings, leaders, results, posts and the video link', async () => {
    const notice: RecentPost = {
      wr_id: 9,
      board_id: 1,
      board_label: 'notice',
      title: '개막전 안내',
      content: '<p><b>2026 시즌</b> 개막전은 <script>alert(1)</script>3월 1일 신월야구장에서 열립니다. 많은 참여 바랍니다!</p>',
      user_name: '운영자',
      created_at: '2026-02-20T10:00:00+09:00',
    };
    const extraNotices = [10, 11, 12, 13].map((id) => ({ ...notice, wr_id: id, title: `공지 ${id}`, content: `<p>공지 ${id} 내용</p>` }));
    const normalPosts: RecentPost[] = Array.from({ length: 9 }, (_, i) => ({
      ...notice,
      wr_id: 100 + i,
      board_id: 3,
      board_label: 'free',
      title: `자유글 ${i + 1}`,
      user_name: '이영희',
    }));
    const gallery: RecentPost = { ...notice, wr_id: 7, board_id: 2, board_label: 'gallery', title: '개막전 단체 사진' };
    const leader = {
      rank: 1,
      playerId: 5,
      teamId: 11,
      player_name: '김타자',
      team_name: '강서 타이거즈',
      game_cnt: 10,
      bat_avg: 0.41666,
      bat_tpa: 40,
      bat_ab: 36,
      bat_hits: 15,
      bat_rbi: 12,
      bat_hr: 3,
      pit_era: 1.5,
      pit_inning: '30',
      pit_outs: 90,
      pit_bf: 120,
      pit_win: 4,
      pit_so: 33,
    };
    serveFakeApi(answerFrom({
      ...base,
      '/api/league/base/gangseo': createLeagueBase({ videoUrl: 'https://video.example/gangseo' }),
      '/api/league/league/31/scheduleMain/5': [
        createScheduleItem({
          gameId: 601,
          scheduleTime: '2026-05-03T09:00:00+09:00',
          visit: [11, '강서 타이거즈'],
          home: [12, '화곡 베어스'],
        }),
        createScheduleItem({ gameId: 602, scheduleTime: '2026-05-10T13:00:00+09:00', visit: [12, '화곡 베어스'], home: [null, null] }),
      ],
      '/api/game/rank/team/3/31': [createStanding({ rank: 1, teamId: 11, teamName: '강서 타이거즈', win: 5, draw: 1, lose: 1 })],
      '/api/league/league/31/gameMain/5': [
        createScheduleItem({
          gameId: 501,
          scheduleTime: '2026-04-26T09:00:00+09:00',
          visit: [12, '화곡 베어스'],
          home: [11, '강서 타이거즈'],
          game: { visitScore: 2, homeScore: 11, winType: WinType.Called, winnerSide: null, dayNight: null },
        }),
      ],
      '/api/game/rank/mainPage/3/31': { ...{ listAvg: [leader], listRbi: [], listHr: [], listEra: [leader], listWin: [], listSo: [] } },
      '/api/league/board/gangseo/recent/notice': [notice, ...extraNotices],
      '/api/league/board/gangseo/recent/normal': normalPosts,
      '/api/league/board/gangseo/recent/gallery': [gallery, { ...gallery, wr_id: 8, title: '시상식' }],
    }));
    renderLeague('/league/gangseo');

    const next = (await screen.findByRole('heading', { name: '다음 경기' })).closest('section') as HTMLElement;
    expect(await within(next).findByText('2026-05-03 (일) 09:00')).toBeInTheDocument();
    expect(within(next).getByText('팀 미정')).toBeInTheDocument();

    expect(await screen.findByRole('cell', { name: '0.833' })).toBeInTheDocument();
    const results = (await screen.findByRole('heading', { name: '최근 경기 결과' })).closest('section') as HTMLElement;
    expect(await within(results).findByText('콜드게임 승')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: /화곡 베어스/ })).toHaveAttribute('href', '/league/gangseo/game/score/31/501');

    expect(await screen.findByText('0.417')).toBeInTheDocument();
    expect(screen.getByText('1.50')).toBeInTheDocument();
    // The first 40 plain-text characters; the script tag is never run or shown as code.
    expect(await screen.findByText('2026 시즌 개막전은 3월 1일 신월야구장에서 열립니다. 많은 참여 바…')).toBeInTheDocument();
    // Notices: 4 of 5; recent posts: 8 of 9, each linking to its post.
    const notices = screen.getByRole('heading', { name: '공지사항' }).closest('section') as HTMLElement;
    expect(within(notices).getAllByRole('listitem')).toHaveLength(4);
    expect(within(notices).getByRole('link', { name: '개막전 안내' })).toHaveAttribute('href', '/league/gangseo/board/notice/view/9');
    const recent = screen.getByRole('heading', { name: '최근 게시글' }).closest('section') as HTMLElement;
    expect(await within(recent).findAllByRole('listitem')).toHaveLength(8);
    expect(within(recent).getByRole('link', { name: '자유글 1' })).toHaveAttribute('href', '/league/gangseo/board/free/view/100');
    // The gallery carousel: the first post's thumbnail, a placeholder when it cannot be loaded.
    const carousel = screen.getByRole('group', { name: '최근 갤러리' });
    const image = carousel.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/api/league/board/gangseo/2/thumbnail/7');
    fireEvent.error(image);
    expect(within(carousel).getByRole('img', { name: '사진 없음' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: /개막전 단체 사진/ })).toHaveAttribute('href', '/league/gangseo/board/gallery/view/7');
    expect(within(carousel).getByText('1 / 2')).toBeInTheDocument();

    const video = screen.getByRole('link', { name: /강서리그 영상 채널/ });
    expect(video).toHaveAttribute('href', 'https://video.example/gangseo');
    expect(video).toHaveAttribute('target', '_blank');
  });
});
