import { dhSetup, F8, G63, K, pa, pitcher, quietHalves } from '../engine/game.test-helper';
import type { GameEvent, PitchType, RunnerEvent, Side } from '../model/game-event.types';
import { narrateGame } from './game.narrator';

const NAMES: Record<string, string> = {
  v1: '홍길동',
  v2: '김철수',
  v3: '이대호',
  v4: '박용택',
  vP: '박철수',
  vR: '이영호',
  h7: '이정훈',
  h8: '김민수',
  h9: '최정',
  h1: '강백호',
  h2: '박병호',
  h3: '양의지',
  h4: '오지환',
  h5: '구자욱',
  ph: '최민호',
  pr: '김지찬',
};

const options = { playerName: (id: string) => NAMES[id] ?? id, teamName: (side: Side) => (side === 0 ? '청팀' : '홍팀') };
const narrate = (events: GameEvent[]) => narrateGame(dhSetup(), events, options);
const pitches = (...types: PitchType[]): GameEvent[] => types.map((pitch) => ({ kind: 'pitch', pitch }));
const runner = (play: RunnerEvent['play'], moves: RunnerEvent['moves'] = []): RunnerEvent => ({ kind: 'runner', play, moves });
const W = pa('walk');

/** The first half inning's sentences (the visitor bats: v1 홍길동, v2 김철수, v3 이대호 …). */
const firstHalf = (events: GameEvent[]) => narrate(events)[0].items.map((item) => item.text);

describe('문자 중계: 지어낸 3회말 (모든 종류의 항목)', () => {
  // Home slots 7, 8, 9, 1 … lead off the bottom of the third after five quiet half innings.
  const events: GameEvent[] = [
    ...quietHalves(5),
    ...pitches('ball', 'ball', 'ball', 'ball'),
    W,
    ...pitches('ball', 'swingingStrike', 'foul', 'inPlay'),
    pa('double', [{ from: 1, to: 4 }], { fielders: [8], battedBall: { type: 'line', location: '78' } }),
    { kind: 'substitution', side: 0, playerId: 'vR', slot: 0, position: 1 },
    runner({ type: 'wildPitch' }, [{ from: 2, to: 3 }]),
    ...pitches('calledStrike', 'foul', 'swingingStrike'),
    K,
    pa('out', [{ from: 0, to: 1, out: true, fielders: [8] }, { from: 3, to: 4 }], { sacrifice: 'fly', battedBall: { type: 'fly', location: '8D' } }),
    pa('hitByPitch'),
    runner({ type: 'stolenBase', base: 2 }),
    pa('homeRun', [], { battedBall: { type: 'fly', location: '7D' } }),
    { kind: 'substitution', side: 1, playerId: 'ph', slot: 4, position: 'PH' },
    pa('reachedOnError', [], { fielders: [6], battedBall: { type: 'ground', location: '6' } }),
    { kind: 'substitution', side: 1, playerId: 'pr', slot: 4, position: 'PR' },
    { kind: 'note', type: 'comment', text: '합의 판정: 원심 유지' },
    G63,
  ];
  const halves = narrate(events);
  const third = halves[5];

  it('제목, 항목, 요약', () => {
    expect(halves.map((h) => h.heading).slice(0, 6)).toEqual(['1회초 청팀 공격', '1회말 홍팀 공격', '2회초 청팀 공격', '2회말 홍팀 공격', '3회초 청팀 공격', '3회말 홍팀 공격']);
    expect(third.items.map((item) => [item.kind, item.text])).toEqual([
      ['plateAppearance', '이정훈, 볼넷'],
      ['plateAppearance', '김민수, 좌중간 2루타. 1루 주자 이정훈 홈인 (0:1)'],
      ['substitution', '투수 교체: 박철수 → 이영호'],
      ['runner', '폭투로 2루 주자 김민수 3루 진루'],
      ['plateAppearance', '최정, 삼진 아웃 (헛스윙)'],
      ['plateAppearance', '강백호, 중견수 희생플라이. 3루 주자 김민수 홈인 (0:2)'],
      ['plateAppearance', '박병호, 몸에 맞는 공'],
      ['runner', '1루 주자 박병호 2루 도루 성공'],
      ['plateAppearance', '양의지, 좌월 투런 홈런. 2루 주자 박병호 홈인 (0:4)'],
      ['substitution', '대타 최민호 (4번 타순, 오지환 대신)'],
      ['plateAppearance', '최민호, 유격수 실책으로 출루'],
      ['substitution', '대주자 김지찬 (1루 주자 최민호 대신)'],
      ['note', '합의 판정: 원심 유지'],
      ['plateAppearance', '구자욱, 유격수 땅볼 아웃'],
    ]);
    expect(third.summary).toBe('3회말 종료: 2안타 4득점');
    expect(halves[0].summary).toBe('1회초 종료: 0안타 0득점');
  });

  it('진행 중인 이닝에는 아직 종료 요약이 없습니다', () => {
    const halves = narrate([K, K]);
    expect(halves).toHaveLength(1);
    expect(halves[0].summary).toBe('');
    expect(narrate([K, K, K])[0].summary).toBe('1회초 종료: 0안타 0득점');
  });

  it('투구, 득점, 아웃, 주자', () => {
    const [walk, double, change, wildPitch, strikeout] = third.items;
    expect(walk.pitches).toEqual(['1구 볼', '2구 볼', '3구 볼', '4구 볼']);
    expect(double.pitches).toEqual(['1구 볼', '2구 헛스윙', '3구 파울', '4구 타격']);
    expect(strikeout.pitches).toEqual(['1구 스트라이크', '2구 파울', '3구 헛스윙']);
    expect(change.pitches).toEqual([]);
    expect(third.items.map((i) => i.scoring)).toEqual([false, true, false, false, false, true, false, false, true, false, false, false, false, false]);
    expect(double).toMatchObject({ score: [0, 1], outs: 0, bases: [false, true, false] });
    expect(wildPitch).toMatchObject({ score: [0, 1], outs: 0, bases: [false, false, true] });
    expect(third.items[8]).toMatchObject({ score: [0, 4], outs: 2, bases: [false, false, false] });
    expect(third.items[13]).toMatchObject({ outs: 3, bases: [false, false, false] });
  });
});

describe('결과마다의 문장', () => {
  it('병살타, 포스 아웃, 야수선택, 진루', () => {
    const dp = pa('out', [{ from: 1, to: 2, out: true, fielders: [6, 4] }, { from: 0, to: 1, out: true, fielders: [4, 3] }], { groundedIntoDoublePlay: true, battedBall: { type: 'ground' } });
    expect(firstHalf([W, dp])).toEqual(['홍길동, 볼넷', '김철수, 유격수 병살타 (6-4-3). 1루 주자 홍길동 2루에서 포스 아웃']);
    const force = pa('out', [{ from: 1, to: 2, out: true, fielders: [5, 4] }], { battedBall: { type: 'ground', location: '5' } });
    expect(firstHalf([W, force])[1]).toBe('김철수, 3루수 땅볼. 1루 주자 홍길동 2루에서 포스 아웃 (5-4)');
    expect(firstHalf([W, pa('fieldersChoice', [{ from: 1, to: 2 }], { fielders: [6] })])[1]).toBe('김철수, 유격수 야수선택으로 출루. 1루 주자 홍길동 2루 진루');
    expect(firstHalf([W, pa('single', [{ from: 1, to: 3 }], { fielders: [9] })])[1]).toBe('김철수, 우익수 앞 안타. 1루 주자 홍길동 3루까지 진루');
    const thrownOut = pa('single', [{ from: 1, to: 4, out: true, fielders: [7, 6, 2] }, { from: 0, to: 2 }], { fielders: [7], battedBall: { type: 'line', location: '7LD' } });
    expect(firstHalf([W, thrownOut])[1]).toBe('김철수, 좌익선상 안타. 1루 주자 홍길동 홈에서 아웃 (7-6-2). 타자 주자 2루 진루');
  });

  it('삼진, 볼넷, 번트, 아웃의 종류', () => {
    expect(firstHalf([...pitches('calledStrike', 'calledStrike', 'calledStrike'), K])[0]).toBe('홍길동, 루킹 삼진');
    expect(firstHalf([...pitches('foul', 'foul', 'foulTip'), K])[0]).toBe('홍길동, 삼진 아웃 (파울팁)');
    expect(firstHalf([...pitches('calledStrike', 'calledStrike', 'swingingStrike'), pa('strikeout', [{ from: 0, to: 1 }], { also: [{ type: 'wildPitch' }] })])[0]).toBe(
      '홍길동, 삼진, 낫아웃 폭투로 출루',
    );
    expect(firstHalf([pa('intentionalWalk')])[0]).toBe('홍길동, 고의4구');
    const bunt = pa('out', [{ from: 0, to: 1, out: true, fielders: [1, 4] }, { from: 1, to: 2 }], { sacrifice: 'bunt', battedBall: { type: 'groundBunt' } });
    expect(firstHalf([W, bunt])[1]).toBe('김철수, 투수 앞 희생번트. 1루 주자 홍길동 2루 진루');
    expect(firstHalf([F8])[0]).toBe('홍길동, 중견수 플라이 아웃');
    expect(firstHalf([pa('out', [{ from: 0, to: 1, out: true, fielders: [2] }], { battedBall: { type: 'popUp', location: '2F' } })])[0]).toBe('홍길동, 포수 파울플라이 아웃');
    expect(firstHalf([pa('out', [{ from: 0, to: 1, out: true, fielders: [4] }], { battedBall: { type: 'line' } })])[0]).toBe('홍길동, 2루수 라인드라이브 아웃');
    expect(firstHalf([pa('catcherInterference', [], { fielders: [2] })])[0]).toBe('홍길동, 포수 타격방해로 출루');
  });

  it('만루 홈런과 밀어내기', () => {
    const slam = firstHalf([W, W, W, pa('homeRun', [], { battedBall: { type: 'fly', location: '89XD' } })]);
    expect(slam[3]).toBe('박용택, 우중월 만루 홈런. 3루 주자 홍길동 홈인. 2루 주자 김철수 홈인. 1루 주자 이대호 홈인 (4:0)');
    expect(firstHalf([W, W, W, W])[3]).toBe('박용택, 밀어내기 볼넷. 3루 주자 홍길동 홈인. 2루 주자 김철수 3루 진루. 1루 주자 이대호 2루 진루 (1:0)');
    expect(firstHalf([W, pa('homeRun', [], { battedBall: { location: '89' } })])[1]).toBe('김철수, 우중월 투런 홈런. 1루 주자 홍길동 홈인 (2:0)');
    expect(firstHalf([W, W, pa('homeRun', [], { battedBall: { location: '8' } })])[2]).toBe('이대호, 중월 쓰리런 홈런. 2루 주자 홍길동 홈인. 1루 주자 김철수 홈인 (3:0)');
  });

  it('주자 플레이: 도루 실패, 견제사, 보크, 포일, 실책', () => {
    expect(firstHalf([W, runner({ type: 'caughtStealing', base: 2, fielders: [2, 6] })])[1]).toBe('1루 주자 홍길동 2루 도루 실패 아웃 (2-6)');
    expect(firstHalf([W, runner({ type: 'pickoff', base: 1, fielders: [1, 3] })])[1]).toBe('1루 주자 홍길동 견제사 (1-3)');
    expect(firstHalf([W, W, runner({ type: 'balk' })])[2]).toBe('보크로 2루 주자 홍길동 3루 진루, 1루 주자 김철수 2루 진루');
    expect(firstHalf([W, runner({ type: 'passedBall' }, [{ from: 1, to: 2 }])])[1]).toBe('포일로 1루 주자 홍길동 2루 진루');
    expect(firstHalf([W, runner({ type: 'stolenBase', base: 2 }, [{ from: 1, to: 3, error: 2 }])])[1]).toBe('1루 주자 홍길동 2루 도루 성공, 3루까지 진루 (포수 실책)');
    expect(firstHalf([W, runner({ type: 'pickoff', base: 1, error: 3 }, [{ from: 1, to: 2, error: 3 }])])[1]).toBe('1루 견제 때 1루수 실책, 1루 주자 홍길동 2루 진루');
  });

  it('교체: 수비 위치 변경과 수비 교체, 조사', () => {
    const events: GameEvent[] = [
      { kind: 'substitution', side: 0, playerId: 'ph', slot: 1, position: 'PH' },
      K,
      K,
      K,
      { kind: 'substitution', side: 0, playerId: 'ph', slot: 1, position: 5 },
      { kind: 'substitution', side: 0, playerId: 'pr', slot: 0, position: 6 },
      pitcher(0, 'vR'),
    ];
    const texts = narrate(events).flatMap((h) => h.items.map((i) => i.text));
    expect(texts.slice(0, 1)).toEqual(['대타 최민호 (1번 타순, 홍길동 대신)']);
    expect(texts.slice(4)).toEqual(['최민호가 3루수로 수비 위치 변경', '수비 교체: 유격수 v5 → 김지찬', '투수 교체: 박철수 → 이영호']);
  });

  it('끝내기 안타: 9회말', () => {
    const halves = narrate([...quietHalves(17), W, pa('double', [{ from: 1, to: 4 }], { fielders: [7], battedBall: { type: 'line', location: '78' } })]);
    const last = halves[halves.length - 1];
    expect(last.heading).toBe('9회말 홍팀 공격');
    expect(last.items.map((i) => i.text)).toEqual(['이정훈, 볼넷', '김민수, 좌중간 끝내기 2루타. 1루 주자 이정훈 홈인 (0:1)']);
    expect(last.summary).toBe('9회말 종료: 1안타 1득점');
  });

  it('끝내기: 9.06(f) 이긴 점수까지만, 타자는 결승 주자가 간 만큼의 안타', () => {
    const double = pa('double', [{ from: 3, to: 4 }, { from: 2, to: 4 }, { from: 1, to: 4 }], { fielders: [8], battedBall: { type: 'fly', location: '8D' } });
    const last = narrate([...quietHalves(17), W, W, W, double]).pop();
    expect(last?.items.map((i) => i.text).pop()).toBe('강백호, 중견수 뒤 끝내기 안타. 3루 주자 이정훈 홈인 (0:1)');
  });

  it('메모: 여러 줄 주석은 하나로, 기계용 replay 주석은 빼고; 승부치기 주자', () => {
    const notes: GameEvent[] = [
      { kind: 'note', type: 'comment', text: 'replay,1,v1,AAA,ump,X,,N,M,AAA,C' },
      { kind: 'note', type: 'comment', text: '$비디오 판독 결과' },
      { kind: 'note', type: 'comment', text: '원심 유지' },
      K,
      { kind: 'note', type: 'suspended', text: '우천' },
    ];
    expect(firstHalf(notes)).toEqual(['비디오 판독 결과 원심 유지', '홍길동, 삼진 아웃', '경기 중단: 우천']);
    const rules = { innings: 7, designatedHitter: true, reentry: false, tiebreaker: { fromInning: 1, bases: [1, 2] as (1 | 2)[] } };
    const first = narrateGame(dhSetup(), [K], { ...options, rules })[0];
    expect(first.items[0]).toMatchObject({ kind: 'note', text: '승부치기: 1루 주자 v8, 2루 주자 v9', bases: [true, true, false] });
  });

  it('잘못된 기록은 엔진의 오류 그대로 (몇 번째 기록인지와 함께)', () => {
    expect(() => narrate([runner({ type: 'stolenBase', base: 2 })])).toThrow('1번째 기록');
  });
});
