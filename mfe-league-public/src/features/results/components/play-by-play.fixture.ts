import type { NarratedHalfInning, PlaysPublic } from '@dugout/play-by-play';

/** A 문자 중계 answer of a game in the bottom of the first: the top half over, 1-0, a runner on 2루. */
export function createPlays(overrides: Partial<PlaysPublic> = {}): PlaysPublic {
  const narration: NarratedHalfInning[] = [
    {
      inning: 1,
      half: 0,
      heading: '1회초 강서 타이거즈 공격',
      items: [
        {
          kind: 'plateAppearance',
          text: '1번 타자 홍길동: 좌익수 앞 안타',
          pitches: ['1구 볼', '2구 헛스윙', '3구 타격'],
          scoring: false,
          score: [0, 0],
          outs: 0,
          bases: [true, false, false],
        },
        {
          kind: 'plateAppearance',
          text: '2번 타자 김철수: 중견수 뒤 2루타, 1루 주자 홍길동 홈인 (1:0)',
          pitches: ['1구 타격'],
          scoring: true,
          score: [1, 0],
          outs: 0,
          bases: [false, true, false],
        },
        { kind: 'substitution', text: '화곡 베어스 투수 교체: 최투수 → 이영호', pitches: [], scoring: false, score: [1, 0], outs: 0, bases: [false, true, false] },
        {
          kind: 'plateAppearance',
          text: '3번 타자 이대호: 삼진 아웃',
          pitches: ['1구 스트라이크', '2구 파울', '3구 헛스윙'],
          scoring: false,
          score: [1, 0],
          outs: 3,
          bases: [false, false, false],
        },
      ],
      summary: '1회초 종료: 2안타 1득점',
    },
    {
      inning: 1,
      half: 1,
      heading: '1회말 화곡 베어스 공격',
      items: [
        {
          kind: 'plateAppearance',
          text: '1번 타자 강백호: 볼넷',
          pitches: ['1구 볼', '2구 볼', '3구 볼', '4구 볼'],
          scoring: false,
          score: [1, 0],
          outs: 0,
          bases: [true, false, false],
        },
        { kind: 'runner', text: '1루 주자 강백호: 2루 도루 성공', pitches: [], scoring: false, score: [1, 0], outs: 0, bases: [false, true, false] },
      ],
      summary: '',
    },
  ];
  return {
    gameId: 500,
    visitTeamName: '강서 타이거즈',
    homeTeamName: '화곡 베어스',
    events: [],
    lastSeq: 12,
    state: {
      inning: 1,
      half: 1,
      outs: 1,
      balls: 2,
      strikes: 1,
      score: [1, 0],
      bases: [null, '21', null],
      batter: { side: 1, slot: 2, playerId: '22' },
      pitchers: ['10', '20'],
      over: false,
      overReason: null,
    },
    narration,
    players: { '10': '박철수', '20': '이영호', '21': '강백호', '22': '박병호' },
    ...overrides,
  };
}
