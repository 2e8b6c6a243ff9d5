import { parseEventFile, parseRosterFile, parseTeamFile } from './event-file.parser';
import { writeEventFile } from './event-file.writer';
import { RetrosheetReadError } from './retrosheet.types';

const header = ['id,TST202401010', 'version,2', 'info,visteam,AAA', 'info,hometeam,BBB', 'info,usedh,true'];
const lineup = (side: number, prefix: string) => [
  ...Array.from({ length: 9 }, (_, i) => `start,${prefix}${i + 1},"P ${i + 1}",${side},${i + 1},${[2, 3, 4, 5, 6, 7, 8, 9, 10][i]}`),
  `start,${prefix}P,"Pitcher",${side},0,1`,
];
const game = (lines: string[]) => [...header, ...lineup(0, 'v'), ...lineup(1, 'h'), ...lines].join('\n');

describe('Retrosheet event file reader', () => {
  it('reads lineups, pitches, plays, subs, comments and data,er', () => {
    const [read] = parseEventFile(game(['play,1,0,v1,12,BC>F1X,S8/G', 'sub,x1,"Runner",0,1,12', 'com,"a note, with a comma"', 'play,1,0,v2,00,,NP', 'data,er,hP,0']));
    expect(read.setup).toMatchObject({ gameId: 'TST202401010', visitor: 'AAA', home: 'BBB' });
    expect(read.setup.lineups[0][0]).toEqual({ playerId: 'v1', name: 'P 1', slot: 1, position: 2 });
    expect(read.rules.designatedHitter).toBe(true);
    expect(read.events).toEqual([
      { kind: 'pitch', pitch: 'ball' },
      { kind: 'pitch', pitch: 'calledStrike' },
      { kind: 'pitch', pitch: 'foul', runnersGoing: true },
      { kind: 'pickoffThrow', base: 1 },
      { kind: 'pitch', pitch: 'inPlay' },
      { kind: 'plateAppearance', result: 'single', fielders: [8], battedBall: { type: 'ground' }, moves: [], batterId: 'v1' },
      { kind: 'substitution', side: 0, playerId: 'x1', name: 'Runner', slot: 1, position: 'PR' },
      { kind: 'note', type: 'comment', text: 'a note, with a comma' },
    ]);
    expect(read.earnedRuns).toEqual({ hP: 0 });
  });

  it('a pitch sequence repeated after a runner play gives only its new pitches', () => {
    const [read] = parseEventFile(game(['play,1,0,v1,10,B,SB2', 'play,1,0,v1,21,B.BC,NP', 'play,1,0,v1,22,B.BC.X,63/G']));
    expect(read.events.filter((e) => e.kind === 'pitch')).toHaveLength(4);
  });

  it('reads radj, presadj, ladj, badj and padj and writes them back', () => {
    const [read] = parseEventFile(game(['badj,v1,L', 'padj,hP,L', 'ladj,0,1', 'radj,v9,2', 'presadj,hP,2', 'play,1,0,v1,00,X,S8/G.2-3']));
    expect(read.events.slice(0, 5)).toEqual([
      { kind: 'handedness', role: 'batter', playerId: 'v1', hand: 'L' },
      { kind: 'handedness', role: 'pitcher', playerId: 'hP', hand: 'L' },
      { kind: 'battingOrder', side: 0, slot: 1 },
      { kind: 'runnerPlaced', playerId: 'v9', base: 2 },
      { kind: 'responsiblePitcher', pitcherId: 'hP', base: 2 },
    ]);
    const [again] = parseEventFile(writeEventFile([read]));
    expect(again.events).toEqual(read.events);
  });

  it('a read error names the game, the line and the reason in Korean', () => {
    const text = game(['play,1,0,v1,00,X,S8/G', 'play,1,0,v2,00,X,Q7']);
    expect(() => parseEventFile(text)).toThrow(RetrosheetReadError);
    expect(() => parseEventFile(text)).toThrow("경기 TST202401010, 27번째 줄: 플레이 'Q7': 주자 플레이 'Q7'를 알 수 없습니다");
    expect(() => parseEventFile('info,visteam,AAA')).toThrow("1번째 줄: 'id' 기록 전에 'info' 기록이 있습니다");
    expect(() => parseEventFile(game(['play,1,0,v1,00,BZ,K']))).toThrow("투구 기호 'Z'를 알 수 없습니다");
    expect(() => parseEventFile(game(['bogus,1']))).toThrow("알 수 없는 기록 종류입니다: 'bogus'");
  });

  it('with rosters, a player not on his team’s roster is refused', () => {
    const rosters = parseRosterFile(['v1,Kim,A,R,R,AAA,C', 'hP,Lee,B,R,R,BBB,P'].join('\n'));
    expect(rosters[0]).toEqual({ id: 'v1', lastName: 'Kim', firstName: 'A', bats: 'R', throws: 'R', team: 'AAA', position: 'C' });
    expect(() => parseEventFile(game([]), { rosters })).toThrow('AAA 로스터에 없는 선수입니다: v2');
  });

  it('reads the team file', () => {
    expect(parseTeamFile('TEX,A,Texas,Rangers\n')).toEqual([{ code: 'TEX', league: 'A', city: 'Texas', nickname: 'Rangers' }]);
  });
});
