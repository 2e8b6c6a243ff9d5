import type { GameEvent, GameSetup, LeagueRules, PitchEvent, PickoffThrowEvent } from '../model/game-event.types';
import { createGameState, deriveRecord, step } from '../engine/replay.engine';
import { quote } from './csv-line.parser';
import { CODE_BY_PITCH } from './pitch-codes.constants';
import { writePlayNotation } from './play-notation.writer';

export interface WritableGame {
  setup: GameSetup;
  events: readonly GameEvent[];
  rules?: LeagueRules;
  info?: [string, string][];
  version?: string;
}

const POSITION_CODE = { PH: 11, PR: 12 } as const;

function pitchCode(event: PitchEvent | PickoffThrowEvent): string {
  if (event.kind === 'pickoffThrow') return `${event.byCatcher ? '+' : ''}${event.base}`;
  return `${event.runnersGoing ? '>' : ''}${event.blocked ? '*' : ''}${CODE_BY_PITCH[event.pitch]}`;
}

/** One game (setup + events) -> Retrosheet event-file records; the engine replays it to know inning, batter and count. */
export function writeGame(game: WritableGame): string {
  const { setup, events } = game;
  const rules = game.rules ?? { innings: 9, designatedHitter: setup.lineups.some((l) => l.some((e) => e.position === 10)), reentry: false };
  const out: string[] = [`id,${setup.gameId}`, `version,${game.version ?? '2'}`];
  const info = game.info ?? [
    ['visteam', setup.visitor],
    ['hometeam', setup.home],
    ...(setup.date ? [['date', setup.date] as [string, string]] : []),
    ['usedh', String(rules.designatedHitter)],
    ['innings', String(rules.innings)],
  ];
  for (const [key, value] of info) out.push(`info,${key},${value}`);
  for (const side of [0, 1] as const) {
    for (const entry of setup.lineups[side]) out.push(`start,${entry.playerId},${quote(entry.name ?? entry.playerId)},${side},${entry.slot},${entry.position}`);
  }
  const state = createGameState(setup, rules);
  let pitches = '';
  let flushed = 0;
  let half = '';
  const playLine = (text: string) => {
    const team = state.teams[state.half];
    const count = `${Math.min(state.balls, 3)}${Math.min(state.strikes, 2)}`;
    out.push(`play,${state.inning},${state.half},${team.slots[team.nextSlot]},${count},${pitches},${text}`);
    flushed = pitches.length;
  };
  // Pitches not yet written go out in an NP record, so they stay before what follows them.
  const flush = () => {
    if (pitches.length > flushed) playLine('NP');
  };
  for (const event of events) {
    const here = `${state.inning},${state.half}`;
    if (here !== half) {
      half = here;
      pitches = '';
      flushed = 0;
    }
    switch (event.kind) {
      case 'pitch':
      case 'pickoffThrow':
        pitches += pitchCode(event);
        break;
      case 'plateAppearance':
        playLine(writePlayNotation(event));
        break;
      case 'runner':
        playLine(writePlayNotation(event));
        pitches += '.';
        flushed = pitches.length;
        break;
      case 'substitution':
        flush();
        out.push(`sub,${event.playerId},${quote(event.name ?? event.playerId)},${event.side},${event.slot},${typeof event.position === 'number' ? event.position : POSITION_CODE[event.position]}`);
        break;
      case 'note':
        flush();
        out.push(`com,${quote(event.text)}`);
        break;
      case 'runnerPlaced':
        flush();
        out.push(`radj,${event.playerId},${event.base}`);
        break;
      case 'responsiblePitcher':
        flush();
        out.push(`presadj,${event.pitcherId},${event.base}`);
        break;
      case 'battingOrder':
        flush();
        out.push(`ladj,${event.side},${event.slot}`);
        break;
      case 'handedness':
        flush();
        out.push(`${event.role === 'batter' ? 'badj' : 'padj'},${event.playerId},${event.hand}`);
        break;
    }
    step(state, event);
    if (event.kind === 'plateAppearance') {
      pitches = '';
      flushed = 0;
    }
  }
  flush();
  const record = deriveRecord(state);
  for (const [pitcherId, line] of Object.entries(record.pitching)) out.push(`data,er,${pitcherId},${line.er}`);
  return out.join('\n') + '\n';
}

/** Games -> one Retrosheet event file. */
export function writeEventFile(games: readonly WritableGame[]): string {
  return games.map(writeGame).join('');
}
