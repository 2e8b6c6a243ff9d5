import type { LeagueTeamAddItem } from '@dugout/contracts';
import { addTeamsMessage } from './add-teams-message';

const item = (teamName: string, addResult?: LeagueTeamAddItem['addResult']): LeagueTeamAddItem => ({
  teamId: teamName.length,
  leagueId: 31,
  teamName,
  logoImg: null,
  director: null,
  managerName: null,
  estbDt: null,
  playerCount: 0,
  spoType: 1,
  gameCount: 0,
  hasGames: false,
  addResult,
});

describe('the message of an add of teams', () => {
  it('names the one team added', () => {
    expect(addTeamsMessage([item('강서 타이거즈'), item('강서 이글스', 'added')])).toEqual({ tone: 'info', message: '강서 이글스 팀을 추가했습니다.' });
  });

  it('names the teams added and those that were already in the league', () => {
    expect(addTeamsMessage([item('공항 드래곤즈', 'alreadyInLeague'), item('강서 베어스', 'added'), item('강서 라이온즈', 'added')])).toEqual({
      tone: 'info',
      message: '2개 팀을 추가했습니다: 강서 베어스, 강서 라이온즈. 이미 등록되어 있던 팀은 그대로 두었습니다: 공항 드래곤즈.',
    });
  });

  it('says nothing was added when every team was already in', () => {
    expect(addTeamsMessage([item('공항 드래곤즈', 'alreadyInLeague')])).toEqual({
      tone: 'error',
      message: '추가한 팀이 없습니다. 이미 이 리그에 등록된 팀입니다: 공항 드래곤즈.',
    });
  });
});
