import type { BoxSide } from '../api';
import { summarizeChanges } from './record-changes.format';

const side = (teamName: string, players: [number, string][]): BoxSide => ({
  teamId: null,
  teamName,
  runs: 0,
  hits: 0,
  errors: 0,
  walks: 0,
  innings: [],
  batting: players.map(([playerId, playerName]) => ({ playerId, playerName }) as BoxSide['batting'][number]),
  pitching: [],
});

const game = { visit: side('강서 타이거즈', [[5, '홍길동']]), home: side('화곡 베어스', [[9, '이투수']]) };

describe('summarizeChanges', () => {
  it('names teams, innings, players and fields in Korean', () => {
    expect(
      summarizeChanges(
        {
          winType: ['1', '2'],
          winnerSide: [null, 'home'],
          'lineScore.home[9]': [null, 1],
          'home.errors': [2, 1],
          'batting[visit:5].position': ['CF', 'PH'],
          'pitching[home:9].outs': [20, 21],
          'pitching[home:9].decision': [null, 'w'],
        },
        game,
        10,
      ),
    ).toBe(
      '경기 결과 정상 승리 → 콜드게임 승 · 승리 팀 없음 → 화곡 베어스 · 화곡 베어스 10회 - → 1 · 화곡 베어스 실책 2 → 1 · ' +
        '홍길동(타격) 포지션 중견수 → 대타 · 이투수(투구) 이닝 6.2 → 7, 결과 - → 승',
    );
  });

  it('says a line was added or removed, names a player no longer in the box by number, and shortens a long list', () => {
    expect(summarizeChanges({ 'batting[home:9].batNum': [null, 2], 'batting[home:9].h': [null, 1] }, game)).toBe('이투수(타격) 추가');
    expect(summarizeChanges({ 'pitching[visit:44].order': [2, null], 'pitching[visit:44].bf': [4, null] }, game)).toBe('강서 타이거즈 선수 #44(투구) 삭제');
    const many = Object.fromEntries(Array.from({ length: 7 }, (_, k) => [`lineScore.visit[${k}]`, [0, 1] as [number, number]]));
    expect(summarizeChanges(many, game)).toMatch(/강서 타이거즈 5회 0 → 1 외 2건$/);
    expect(summarizeChanges({}, game)).toBe('');
  });
});
