import type { GameEvent, LineupEntry, LineupPosition, Side, SubstitutePosition } from '../model/game-event.types';
import { splitRecord } from './csv-line.parser';
import { PITCH_BY_CODE } from './pitch-codes.constants';
import { parsePlayNotation, PlayNotationError } from './play-notation.parser';
import { RetrosheetReadError, type RetrosheetGame, type RosterPlayer, type TeamEntry } from './retrosheet.types';

export interface ReadOptions {
  /** Roster files' players: when given, every player in a lineup must be on his team's roster. */
  rosters?: RosterPlayer[];
}

/** Roster file (`id,last,first,bats,throws,team,pos`). */
export function parseRosterFile(text: string): RosterPlayer[] {
  return lines(text).map(([id, lastName, firstName, bats, throws, team, position]) => ({ id, lastName, firstName, bats, throws, team, position }));
}

/** Team file (`code,league,city,nickname`). */
export function parseTeamFile(text: string): TeamEntry[] {
  return lines(text).map(([code, league, city, nickname]) => ({ code, league, city, nickname }));
}

function lines(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map(splitRecord);
}

/** Pitch letters -> pitch and pickoff-throw events. */
export function parsePitches(text: string, fail: (reason: string) => never): GameEvent[] {
  const events: GameEvent[] = [];
  let going = false;
  let blocked = false;
  let byCatcher = false;
  for (const ch of text) {
    if (ch === '.') continue;
    if (ch === '>') going = true;
    else if (ch === '*') blocked = true;
    else if (ch === '+') byCatcher = true;
    else if (ch === '1' || ch === '2' || ch === '3') {
      events.push(byCatcher ? { kind: 'pickoffThrow', base: Number(ch) as 1 | 2 | 3, byCatcher: true } : { kind: 'pickoffThrow', base: Number(ch) as 1 | 2 | 3 });
      byCatcher = false;
    } else {
      const pitch = PITCH_BY_CODE[ch];
      if (!pitch) fail(`투구 기호 '${ch}'를 알 수 없습니다`);
      events.push({ kind: 'pitch', pitch, ...(going ? { runnersGoing: true } : {}), ...(blocked ? { blocked: true } : {}) });
      going = false;
      blocked = false;
    }
  }
  return events;
}

function position(code: string, fail: (reason: string) => never): SubstitutePosition {
  const n = Number(code);
  if (n === 11) return 'PH';
  if (n === 12) return 'PR';
  if (n >= 1 && n <= 10) return n as LineupPosition;
  return fail(`수비 위치 '${code}'를 알 수 없습니다`);
}

/** Reads a Retrosheet event file into games of the model. */
export function parseEventFile(text: string, options: ReadOptions = {}): RetrosheetGame[] {
  const games: RetrosheetGame[] = [];
  let game: RetrosheetGame | null = null;
  let previousPitches = '';
  let half = '';
  const rosterIds = options.rosters ? new Map(options.rosters.map((p) => [`${p.team}:${p.id}`, p])) : null;
  const records = text.split(/\r?\n/);
  records.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (!line) return;
    const fail = (reason: string): never => {
      throw new RetrosheetReadError(reason, lineNumber, game?.setup.gameId);
    };
    const fields = splitRecord(line);
    const kind = fields[0];
    if (kind === 'id') {
      if (!fields[1]) fail('경기 id가 비어 있습니다');
      game = {
        setup: { gameId: fields[1], visitor: '', home: '', lineups: [[], []] },
        info: [],
        rules: { innings: 9, designatedHitter: false, reentry: false },
        events: [],
        earnedRuns: {},
      };
      games.push(game);
      previousPitches = '';
      half = '';
      return;
    }
    if (!game) return fail(`'id' 기록 전에 '${kind}' 기록이 있습니다`);
    const g: RetrosheetGame = game;
    const checkRoster = (playerId: string, side: Side) => {
      if (!rosterIds) return;
      const team = side === 0 ? g.setup.visitor : g.setup.home;
      if (!rosterIds.has(`${team}:${playerId}`)) fail(`${team} 로스터에 없는 선수입니다: ${playerId}`);
    };
    const sideOf = (code: string): Side => (code === '0' ? 0 : code === '1' ? 1 : fail(`팀 구분 '${code}'는 0 또는 1이어야 합니다`));
    switch (kind) {
      case 'version':
        g.version = fields[1];
        return;
      case 'info': {
        const [, key, value = ''] = fields;
        g.info.push([key, value]);
        if (key === 'visteam') g.setup.visitor = value;
        if (key === 'hometeam') g.setup.home = value;
        if (key === 'date') g.setup.date = value;
        if (key === 'innings' && Number(value) > 0) g.rules.innings = Number(value);
        if (key === 'usedh') g.rules.designatedHitter = value === 'true';
        return;
      }
      case 'start': {
        if (fields.length < 6) fail('start 기록의 항목이 모자랍니다');
        const side = sideOf(fields[3]);
        const pos = position(fields[5], fail);
        if (typeof pos !== 'number') fail('선발 선수의 위치가 대타나 대주자일 수 없습니다');
        checkRoster(fields[1], side);
        const entry: LineupEntry = { playerId: fields[1], name: fields[2], slot: Number(fields[4]), position: pos as LineupPosition };
        g.setup.lineups[side].push(entry);
        return;
      }
      case 'sub': {
        if (fields.length < 6) fail('sub 기록의 항목이 모자랍니다');
        const side = sideOf(fields[3]);
        checkRoster(fields[1], side);
        g.events.push({ kind: 'substitution', side, playerId: fields[1], name: fields[2], slot: Number(fields[4]), position: position(fields[5], fail) });
        return;
      }
      case 'play': {
        if (fields.length < 7) fail('play 기록의 항목이 모자랍니다');
        const [, inning, sideCode, batterId, , pitches, notation] = fields;
        if (`${inning},${sideCode}` !== half) {
          half = `${inning},${sideCode}`;
          previousPitches = '';
        }
        const fresh = pitches.startsWith(previousPitches) ? pitches.slice(previousPitches.length) : pitches.slice(pitches.lastIndexOf('.') + 1);
        g.events.push(...parsePitches(fresh, fail));
        let event;
        try {
          event = parsePlayNotation(notation);
        } catch (error) {
          if (error instanceof PlayNotationError) return fail(`플레이 '${notation}': ${error.message}`);
          throw error;
        }
        if (event?.kind === 'plateAppearance') {
          event.batterId = batterId;
          previousPitches = '';
        } else previousPitches = pitches;
        if (event) g.events.push(event);
        return;
      }
      case 'com':
        g.events.push({ kind: 'note', type: 'comment', text: fields.slice(1).join(',') });
        return;
      case 'data':
        if (fields[1] === 'er') g.earnedRuns[fields[2]] = Number(fields[3]);
        return;
      case 'radj':
        g.events.push({ kind: 'runnerPlaced', playerId: fields[1], base: Number(fields[2]) as 1 | 2 | 3 });
        return;
      case 'presadj':
        g.events.push({ kind: 'responsiblePitcher', pitcherId: fields[1], base: Number(fields[2]) as 1 | 2 | 3 });
        return;
      case 'ladj':
        g.events.push({ kind: 'battingOrder', side: sideOf(fields[1]), slot: Number(fields[2]) });
        return;
      case 'badj':
      case 'padj':
        g.events.push({ kind: 'handedness', role: kind === 'badj' ? 'batter' : 'pitcher', playerId: fields[1], hand: fields[2] as 'L' | 'R' | 'B' });
        return;
      default:
        fail(`알 수 없는 기록 종류입니다: '${kind}'`);
    }
  });
  return games;
}
