import { leaguePageNeedsLogin, teamPageNeedsLogin } from './login-rules';

describe('teamPageNeedsLogin', () => {
  it.each([
    ['/team/31', false],
    ['/team/31/', false],
    ['/team/31/main', false],
    ['/team/31/Main/', false],
    ['/team/31/intro', true],
    ['/team/31/schedule', true],
    ['/team/31/game/900', true],
    ['/team/31/playerstat/5', true],
    ['/team/admin', true],
    ['/team/admin/31', true],
    ['/team/admin/31/member/5', true],
  ])('%s -> %s', (path, expected) => {
    expect(teamPageNeedsLogin(path)).toBe(expected);
  });
});

describe('leaguePageNeedsLogin', () => {
  it.each([
    ['/league/gangseo', false],
    ['/league/gangseo/schedule', false],
    ['/league/gangseo/info/team', false],
    ['/league/gangseo/info/intro/regulation', false],
    ['/league/gangseo/board/notice', false],
    ['/league/gangseo/board/notice/view/3', false],
    ['/league/gangseo/board/write', false],
    ['/league/gangseo/info/team/1/2/31', true],
    ['/league/gangseo/info/team/1/2/31/', true],
    ['/league/gangseo/info/team/1/2/31/x', false],
    ['/league/gangseo/board/notice/write', true],
    ['/league/gangseo/board/notice/write/', true],
    ['/league/gangseo/board/free/write/17', true],
    ['/league/gangseo/Board/free/WRITE', true],
  ])('%s -> %s', (path, expected) => {
    expect(leaguePageNeedsLogin(path)).toBe(expected);
  });
});
