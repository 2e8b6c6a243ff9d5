import { gameEventProblem } from './game-event.validation';
import type { GameEvent } from './game-event.types';

describe('gameEventProblem', () => {
  it('accepts every kind of well-formed event', () => {
    const events: GameEvent[] = [
      { kind: 'pitch', pitch: 'ball' },
      { kind: 'pitch', pitch: 'inPlay', runnersGoing: true, blocked: false },
      { kind: 'pickoffThrow', base: 1, byCatcher: true },
      {
        kind: 'plateAppearance',
        batterId: '12',
        result: 'double',
        fielders: [7],
        battedBall: { type: 'line', location: '78XD' },
        also: [{ type: 'stolenBase', base: 3 }],
        moves: [{ from: 1, to: 4, rbi: true, run: 'earned' }, { from: 0, to: 2 }],
      },
      { kind: 'plateAppearance', result: 'out', fielders: [6, 4, 3], groundedIntoDoublePlay: true, moves: [{ from: 1, to: 2, out: true, fielders: [6, 4] }] },
      { kind: 'runner', play: { type: 'caughtStealing', base: 2, fielders: [2, 6] }, more: [{ type: 'stolenBase', base: 3 }], moves: [] },
      { kind: 'runner', play: { type: 'wildPitch' }, moves: [{ from: 2, to: 3, via: 'wildPitch' }] },
      { kind: 'substitution', side: 1, playerId: '31', name: '대타', slot: 4, position: 'PH' },
      { kind: 'substitution', side: 0, playerId: '32', slot: 0, position: 1 },
      { kind: 'note', type: 'comment', text: '비로 잠시 중단' },
      { kind: 'runnerPlaced', playerId: '9', base: 2 },
      { kind: 'responsiblePitcher', pitcherId: '1', base: 1 },
      { kind: 'battingOrder', side: 0, slot: 3 },
      { kind: 'handedness', role: 'batter', playerId: '5', hand: 'L' },
    ];
    for (const event of events) expect([event, gameEventProblem(event)]).toEqual([event, null]);
  });

  it.each([
    [null, '기록(event)은 객체여야 합니다.'],
    ['pitch', '기록(event)은 객체여야 합니다.'],
    [[{ kind: 'pitch' }], '기록(event)은 객체여야 합니다.'],
    [{}, 'kind: pitch, pickoffThrow, plateAppearance, runner, substitution, note, runnerPlaced, responsiblePitcher, battingOrder, handedness 중 하나여야 합니다.'],
    [{ kind: 'homeRun' }, 'kind: pitch, pickoffThrow, plateAppearance, runner, substitution, note, runnerPlaced, responsiblePitcher, battingOrder, handedness 중 하나여야 합니다.'],
    [{ kind: 'pitch' }, 'pitch: 값이 필요합니다.'],
    [{ kind: 'pitch', pitch: 'slider' }, expect.stringMatching(/^pitch: ball, calledStrike, .* 중 하나여야 합니다\.$/)],
    [{ kind: 'pitch', pitch: 'ball', blocked: 'yes' }, 'blocked: true 또는 false여야 합니다.'],
    [{ kind: 'pitch', pitch: 'ball', speed: 140 }, 'speed: 이 기록에 없는 항목입니다.'],
    [{ kind: 'pickoffThrow', base: 4 }, 'base: 1, 2, 3 중 하나여야 합니다.'],
    [{ kind: 'plateAppearance', result: 'single' }, 'moves: 값이 필요합니다.'],
    [{ kind: 'plateAppearance', result: 'single', moves: 'none' }, 'moves: 배열이어야 합니다.'],
    [{ kind: 'plateAppearance', result: 'single', moves: [{ from: '1', to: 2 }] }, 'moves[0].from: 0, 1, 2, 3 중 하나여야 합니다.'],
    [{ kind: 'plateAppearance', result: 'single', moves: [{ from: 1, to: 5 }] }, 'moves[0].to: 1, 2, 3, 4 중 하나여야 합니다.'],
    [{ kind: 'plateAppearance', result: 'single', moves: [{ from: 1, to: 2, fielders: [0] }] }, 'moves[0].fielders[0]: 1, 2, 3, 4, 5, 6, 7, 8, 9 중 하나여야 합니다.'],
    [{ kind: 'plateAppearance', result: 'single', moves: [null] }, 'moves[0]: 객체여야 합니다.'],
    [{ kind: 'plateAppearance', result: 'single', batterId: 12, moves: [] }, 'batterId: 문자열이어야 합니다.'],
    [{ kind: 'plateAppearance', result: 'single', battedBall: { type: 'rocket' }, moves: [] }, 'battedBall.type: ground, line, fly, popUp, bunt, groundBunt, popBunt, lineBunt 중 하나여야 합니다.'],
    [{ kind: 'plateAppearance', result: 'out', sacrifice: 'squeeze', moves: [] }, 'sacrifice: bunt, fly 중 하나여야 합니다.'],
    [{ kind: 'runner', play: { type: 'stolenBase', base: 2 } }, 'moves: 값이 필요합니다.'],
    [{ kind: 'runner', play: { type: 'steal' }, moves: [] }, expect.stringMatching(/^play\.type: stolenBase, .* 중 하나여야 합니다\.$/)],
    [{ kind: 'substitution', side: 2, playerId: '1', slot: 1, position: 'PH' }, 'side: 0, 1 중 하나여야 합니다.'],
    [{ kind: 'substitution', side: 0, playerId: '', slot: 1, position: 'PH' }, 'playerId: 비어 있을 수 없습니다.'],
    [{ kind: 'substitution', side: 0, playerId: '1', slot: 1.5, position: 'PH' }, 'slot: 0~9 사이의 정수여야 합니다.'],
    [{ kind: 'substitution', side: 0, playerId: '1', slot: 1, position: 'DH' }, 'position: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, PH, PR 중 하나여야 합니다.'],
    [{ kind: 'note', type: 'comment', text: 'x'.repeat(501) }, 'text: 500자 이하여야 합니다.'],
    [{ kind: 'battingOrder', side: 0, slot: 0 }, 'slot: 1~9 사이의 정수여야 합니다.'],
    [{ kind: 'handedness', role: 'fielder', playerId: '1', hand: 'L' }, 'role: batter, pitcher 중 하나여야 합니다.'],
  ])('refuses %j in Korean', (input, problem) => {
    expect(gameEventProblem(input)).toEqual(problem);
  });
});
