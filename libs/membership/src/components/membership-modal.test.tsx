import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { answerFrom, serveFakeApi } from '@dugout/testing';
import { MembershipModal } from './membership-modal';

describe('MembershipModal', () => {
  it('lists nothing to score when the member scores no open game, and says "없습니다." for each empty list', async () => {
    serveFakeApi(
      answerFrom({
        '/api/league/main/manager/7': [],
        '/api/team/admin/manage/7': [],
        '/api/league/main/myLeagueMain/7': [{ mainId: 2, mainName: '강서리그', leaguePath: 'gangseo', logoImg: null, extImg1: null, extImg2: null }],
        '/api/team?userId=7&page=1&pagesize=100': { data: [], total: 0, page: 1, pagesize: 100 },
        '/api/game/admin/writer/7': [],
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MembershipModal userId={7} onClose={jest.fn()} />
      </SWRConfig>,
    );
    const dialog = screen.getByRole('dialog', { name: '나의 소속' });
    expect(await within(dialog).findByRole('link', { name: /강서리그/ })).toHaveAttribute('href', '/league/gangseo');
    expect(await within(dialog).findAllByText('없습니다.')).toHaveLength(3);
    expect(within(dialog).queryByRole('heading', { name: '기록할 경기' })).not.toBeInTheDocument();
  });
});
