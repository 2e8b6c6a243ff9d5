import { agreementPath, leagueHome, leaguePaths } from './league-routes';

describe('league routes', () => {
  it('builds every address under the encoded league path', () => {
    const paths = leaguePaths('gangseo');
    expect(leagueHome('gangseo')).toBe('/league/gangseo');
    expect(paths.home).toBe('/league/gangseo');
    expect(paths.teamView(3, 31, 11)).toBe('/league/gangseo/info/team/3/31/11');
    expect(paths.scoreDetail(31, 501)).toBe('/league/gangseo/game/score/31/501');
    expect(paths.rank('teamBat')).toBe('/league/gangseo/record/rank/teamBat');
    expect(paths.boardHome()).toBe('/league/gangseo/board');
    expect(paths.boardWrite('free')).toBe('/league/gangseo/board/free/write');
    expect(paths.boardWrite('free', 12)).toBe('/league/gangseo/board/free/write/12');
    expect(paths.admin).toBe('/league/gangseo/admin');
  });

  it('encodes the league path and board labels, so a slash or space cannot leave the league', () => {
    expect(leagueHome('a/b c')).toBe('/league/a%2Fb%20c');
    expect(agreementPath('a/b', 3)).toBe('/agreement/a%2Fb/3');
    expect(leaguePaths('강서').boardPost('free/talk', 7)).toBe('/league/%EA%B0%95%EC%84%9C/board/free%2Ftalk/view/7');
  });
});
