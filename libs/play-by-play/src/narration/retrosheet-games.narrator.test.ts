import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayGame } from '../engine/replay.engine';
import { parseEventFile, parseRosterFile } from '../retrosheet/event-file.parser';
import type { RetrosheetGame } from '../retrosheet/retrosheet.types';
import { narrateGame } from './game.narrator';

const dir = join(__dirname, '../../test-data/retrosheet');
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

/** Retrosheet names (Latin) from the start and sub records. */
function narrate(game: RetrosheetGame) {
  const names = new Map<string, string>();
  for (const entry of game.setup.lineups.flat()) names.set(entry.playerId, entry.name ?? entry.playerId);
  for (const event of game.events) if (event.kind === 'substitution' && event.name) names.set(event.playerId, event.name);
  return narrateGame(game.setup, game.events, {
    playerName: (id) => names.get(id) ?? id,
    teamName: (side) => (side === 0 ? game.setup.visitor : game.setup.home),
    rules: game.rules,
  });
}

const plateAppearances = (halves: ReturnType<typeof narrate>, side: 0 | 1) =>
  halves.filter((h) => h.half === side).flatMap((h) => h.items.filter((i) => i.kind === 'plateAppearance')).length;

describe('문자 중계: 2023 월드시리즈 (Retrosheet)', () => {
  const box: { games: { id: string; teams: { visitor: { PA: number }; home: { PA: number } } }[] } = JSON.parse(read('box-2023ws.json'));
  const rosters = [...parseRosterFile(read('ARI2023.ROS')), ...parseRosterFile(read('TEX2023.ROS'))];
  const games = parseEventFile(read('2023WS.EVE'), { rosters });

  describe('1차전 (TEX202310270, 연장 11회)', () => {
    const game = games.find((g) => g.setup.gameId === 'TEX202310270');
    if (!game) throw new Error('TEX202310270 missing');
    const halves = narrate(game);

    it('반 이닝마다 제목과 요약', () => {
      expect(halves).toHaveLength(22);
      halves.forEach((half, index) => {
        const label = `${Math.floor(index / 2) + 1}회${index % 2 ? '말' : '초'}`;
        expect(half.heading).toBe(`${label} ${index % 2 ? 'TEX' : 'ARI'} 공격`);
        expect(half.summary).toMatch(new RegExp(`^${label} 종료: \\d+안타 \\d+득점$`));
        expect(half.items.length).toBeGreaterThan(0);
      });
    });

    it('Garcia의 11회말 끝내기 홈런과 최종 점수', () => {
      const last = halves[21].items[halves[21].items.length - 1];
      expect(last).toMatchObject({ kind: 'plateAppearance', text: 'Adolis Garcia, 우월 끝내기 솔로 홈런 (5:6)', scoring: true, score: [5, 6] });
      expect(last.pitches).toEqual(['1구 볼', '2구 볼', '3구 헛스윙', '4구 볼', '5구 타격']);
      expect(halves[21].summary).toBe('11회말 종료: 1안타 1득점');
    });

    it('득점 장면과 교체 몇 가지', () => {
      const texts = halves.flatMap((h) => h.items.map((i) => i.text));
      expect(texts).toContain('Corey Seager, 우월 투런 홈런. 1루 주자 Leody Taveras 홈인 (5:5)');
      expect(texts).toContain('Mitch Garver, 3루수 병살타 (5-4-3). 1루 주자 Adolis Garcia 2루에서 포스 아웃');
      expect(texts).toContain('Mitch Garver, 밀어내기 볼넷. 3루 주자 Corey Seager 홈인. 2루 주자 Evan Carter 3루 진루. 1루 주자 Adolis Garcia 2루 진루 (3:3)');
      expect(texts).toContain('투수 교체: Nathan Eovaldi → Dane Dunning');
      expect(texts).toContain('대주자 Josh H. Smith (1루 주자 Jonah Heim 대신)');
      expect(texts).toContain('폭투로 1루 주자 Adolis Garcia 2루 진루');
      const scoring = halves.flatMap((h) => h.items.filter((i) => i.scoring));
      expect(scoring.map((i) => i.score)).toEqual([[0, 1], [0, 2], [2, 2], [3, 2], [3, 3], [4, 3], [5, 3], [5, 5], [5, 6]]);
    });
  });

  for (const official of box.games) {
    it(`${official.id}: 타석 항목 수 = 박스스코어의 팀 타석 수`, () => {
      const game = games.find((g) => g.setup.gameId === official.id);
      if (!game) throw new Error(`${official.id} missing`);
      const halves = narrate(game);
      expect([plateAppearances(halves, 0), plateAppearances(halves, 1)]).toEqual([official.teams.visitor.PA, official.teams.home.PA]);
      const final = replayGame(game.setup, game.events, game.rules).state.score;
      const lastScore = halves.flatMap((h) => h.items).filter((i) => i.kind !== 'note').pop()?.score;
      expect(lastScore).toEqual(final);
    });
  }
});

describe('문자 중계: 2015 Baltimore (81경기)', () => {
  it('모든 경기를 오류 없이, 타석 항목 수는 타석 기록 수와 같게', () => {
    const games = parseEventFile(read('2015BAL.EVA'));
    const bad: string[] = [];
    for (const game of games) {
      const halves = narrate(game);
      const events = game.events.filter((e) => e.kind === 'plateAppearance').length;
      if (plateAppearances(halves, 0) + plateAppearances(halves, 1) !== events) bad.push(`${game.setup.gameId}: 타석 수`);
      for (const half of halves) for (const item of half.items) if (/undefined|NaN|null|\(\)/.test(item.text)) bad.push(`${game.setup.gameId}: ${item.text}`);
    }
    expect(games).toHaveLength(81);
    expect(bad).toEqual([]);
  });
});
