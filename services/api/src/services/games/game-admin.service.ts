import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  classifyBatNum,
  GAME_STATES,
  RECORD_RULE_MESSAGES,
  type GameAdminList,
  type GameAdminRow,
  type GameLineupEntryInput,
  type GameLineupPayload,
  type GameOrderAdmin,
  type GameOrderPlayer,
  type GameOrderTeam,
  type GameSide,
  type GameStateCounts,
  type ScorerGameRow,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { writeForLeagueMain } from '../../common/read-cache/read-scope';
import { rawNumber, rawStringOrNull, seoulDateTime, seoulDayStart } from '../../common/sql/raw-values';
import { LeaguesService } from '../leagues/leagues.service';
import { RegistrationsService } from '../registrations/registrations.service';
import { sideLeagueId } from '../../repositories/schedules/schedule.entity';
import { type Row } from '../../common/sql/raw-values';
import { toScheduleItem } from '../../repositories/schedules/schedules.repository';
import { SchedulesService } from '../schedules/schedules.service';
import { gameState } from './game-admin.state';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { GameAdminRepository, recordScore, recordStateOf, type SavedLineupEntry } from '../../repositories/games/game-admin.repository';

/** A scorer's list reaches this far back, so games still to be entered after the weekend stay on it. */
const SCORER_LOOKBACK_MS = 60 * 24 * 60 * 60 * 1000;
const SCORER_LIMIT = 200;

const MONTH_PATTERN = /^(\d{4})(0[1-9]|1[0-2])$/;

export const GAME_ADMIN_ERRORS = {
  monthFormat: '월은 YYYYMM 형식으로 입력해 주세요.',
  leagueNotInSeason: '이 시즌의 리그가 아닙니다.',
  leagueFormat: '리그 번호가 올바르지 않습니다 (전체는 0).',
  gameNotFound: '경기를 찾을 수 없습니다.',
  teamNotInGame: '이 경기에 나서는 팀이 아닙니다.',
  cancelledGame: '취소된 경기의 라인업은 저장할 수 없습니다.',
  notOnRoster: (ids: number[]) => `이 팀 소속이 아닌 선수는 라인업에 넣을 수 없습니다 (선수 번호 ${ids.join(', ')}).`,
  ineligible: (name: string, reasons: string[]) => `${name} 선수는 이 경기에 출전할 수 없습니다: ${reasons.join(' ')}`,
} as const;

const NOT_ON_ROSTER = RECORD_RULE_MESSAGES.notOnRoster;

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors: { [field]: message } });
}

const GROUP = { starter: 0, startingPitcher: 1, reserve: 2 } as const;
/** Starters by batting order, then the starting pitcher, then the reserves. */
const byLineupOrder = (a: GameLineupEntryInput, b: GameLineupEntryInput) =>
  GROUP[classifyBatNum(a.batNum) ?? 'reserve'] - GROUP[classifyBatNum(b.batNum) ?? 'reserve'] || a.batNum - b.batNum;

/** A lineup as one line of text for the audit log: "1 SS 김철수, 2 CF 이영희, ...". */
const lineupText = (entries: readonly SavedLineupEntry[]) =>
  [...entries].sort(byLineupOrder).map((entry) => `${entry.batNum} ${entry.position ?? '-'} ${entry.playerName}`).join(', ');

/**
 * The league admin's games (issue 15): the month's game list with each game's state, the counts
 * per state, and the lineups (each side's saved lineup with its roster and who may not play, and
 * the save that replaces a side's lineup).
 */
@Injectable()
export class GameAdminService {
  constructor(
    private readonly repository: GameAdminRepository,
    private readonly scheduleRepository: SchedulesRepository,
    private readonly leagues: LeaguesService,
    private readonly schedules: SchedulesService,
    private readonly registrations: RegistrationsService,
    private readonly audit: AuditService,
  ) {}

  /** The season's games of the month (one league's when leagueId is given), in time order, each with its state. */
  async list(seasonId: number, month: string, leagueId: number | null, now: number = Date.now()): Promise<GameAdminList> {
    const match = MONTH_PATTERN.exec(month);
    if (!match) throw fieldError('month', GAME_ADMIN_ERRORS.monthFormat);
    await this.leagues.requireSeason(seasonId);
    if (leagueId !== null && (await this.leagues.getLeague(leagueId)).seasonId !== seasonId) throw new NotFoundException(GAME_ADMIN_ERRORS.leagueNotInSeason);
    const year = Number(match[1]);
    const mon = Number(match[2]);
    const next = mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`;
    const rows = await this.repository.itemRows(seasonId, seoulDayStart(`${year}-${String(mon).padStart(2, '0')}-01`), seoulDayStart(next), leagueId);
    return { data: await this.toRows(rows), serverTime: seoulDateTime(now) };
  }

  /** How many of the month's games are in each state. leagueParam '0' means every league of the season. */
  async counts(seasonId: number, leagueParam: string, month: string): Promise<GameStateCounts> {
    if (!/^\d{1,10}$/.test(leagueParam)) throw fieldError('leagueId', GAME_ADMIN_ERRORS.leagueFormat);
    const leagueId = Number(leagueParam) || null;
    const { data } = await this.list(seasonId, month, leagueId);
    const counts = Object.fromEntries(GAME_STATES.map((state) => [state, 0])) as GameStateCounts;
    for (const row of data) counts[row.state] += 1;
    counts.total = data.length;
    return counts;
  }

  /** The games the member scores (not cancelled, from 60 days ago on), each with its league main for the link to the entry. */
  async writerGames(userId: number, now: number = Date.now()): Promise<ScorerGameRow[]> {
    const rows = await this.toRows(await this.repository.writerItemRows(userId, now - SCORER_LOOKBACK_MS, SCORER_LIMIT));
    const leagues = new Map<number, Promise<{ seasonId: number; leaguePath: string; mainName: string }>>();
    const leagueOf = (leagueId: number) => {
      let found = leagues.get(leagueId);
      if (!found) {
        found = this.leagues.getLeague(leagueId).then(async ({ seasonId }) => {
          const main = await this.leagues.getMain(await this.leagues.mainIdOfSeason(seasonId));
          return { seasonId, leaguePath: main.leaguePath, mainName: main.mainName };
        });
        leagues.set(leagueId, found);
      }
      return found;
    };
    return Promise.all(rows.map(async (row) => ({ ...row, ...(await leagueOf(row.leagueId)) })));
  }

  /** The game with both sides' lineups, rosters and ineligible players. */
  async order(userId: number, gameId: number): Promise<GameOrderAdmin> {
    const game = await this.game(gameId);
    const side = (name: GameSide) => {
      const teamId = name === 'visit' ? game.visitTeamId : game.homeTeamId;
      return teamId === null ? Promise.resolve(null) : this.team(userId, game, teamId);
    };
    const [visit, home] = await Promise.all([side('visit'), side('home')]);
    return { game, visit, home };
  }

  /** One side's lineup, roster and ineligible players (404 when the team does not play the game). */
  async teamOrder(userId: number, gameId: number, teamId: number): Promise<GameOrderTeam> {
    return this.team(userId, await this.game(gameId), teamId);
  }

  /**
   * Replaces the team's lineup of the game (the rules of the contract's schema were checked by the
   * pipe): only players of the team's roster, none the registrations' rules keep out of this game.
   * One transaction with its audit entry.
   */
  async saveLineup(
    mainId: number,
    userId: number,
    gameId: number,
    teamId: number,
    payload: GameLineupPayload,
    options: { teamLog?: boolean } = {},
  ): Promise<GameOrderTeam> {
    const game = await this.game(gameId);
    if (game.visitTeamId !== teamId && game.homeTeamId !== teamId) throw new NotFoundException(GAME_ADMIN_ERRORS.teamNotInGame);
    if (game.isCancel) throw new BadRequestException(GAME_ADMIN_ERRORS.cancelledGame);
    const entries: GameLineupEntryInput[] = payload.entries.map((entry) => ({
      playerId: entry.playerId,
      batNum: entry.batNum,
      position: entry.position ?? (classifyBatNum(entry.batNum) === 'startingPitcher' ? 'P' : null),
    }));
    const current = await this.team(userId, game, teamId);
    const byId = new Map(current.players.map((player) => [player.playerId, player]));
    const strangers = entries.filter((entry) => byId.get(entry.playerId)?.reasons.includes(NOT_ON_ROSTER) ?? true).map((entry) => entry.playerId);
    if (strangers.length > 0) throw fieldError('entries', GAME_ADMIN_ERRORS.notOnRoster(strangers));
    const refused = entries.map((entry) => byId.get(entry.playerId) as GameOrderPlayer).find((player) => !player.eligible);
    if (refused) throw fieldError('entries', GAME_ADMIN_ERRORS.ineligible(refused.playerName, refused.reasons));
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = mainId;
      await this.repository.transaction(async (em) => {
        await this.schedules.lockForUpdate(em, gameId);
        const before = await this.repository.lineup(gameId, teamId, em);
        await this.scheduleRepository.replaceLineup(em, gameId, teamId, entries);
        const after = await this.repository.lineup(gameId, teamId, em);
        await this.record(em, userId, mainId, gameId, teamId, before, after);
        // The team's staff wrote it (team-lineups): their team's log shows it as well.
        if (options.teamLog) await this.record(em, userId, mainId, gameId, teamId, before, after, { type: 'team', id: teamId });
      });
    });
    return this.team(userId, game, teamId);
  }

  private record(
    em: EntityManager,
    userId: number,
    mainId: number,
    gameId: number,
    teamId: number,
    before: SavedLineupEntry[],
    after: SavedLineupEntry[],
    scope: { type: 'leagueMain' | 'team'; id: number } = { type: 'leagueMain', id: mainId },
  ) {
    return this.audit.record(em, {
      userId,
      scope,
      kind: 'lineup.save',
      object: { type: 'game', id: gameId },
      before: { teamId, lineup: before.length > 0 ? lineupText(before) : null },
      after: { teamId, lineup: lineupText(after) },
    });
  }

  /** The game as a list row (404 when unknown). */
  private async game(gameId: number): Promise<GameAdminRow> {
    const row = await this.repository.itemRow(gameId);
    if (!row) throw new NotFoundException(GAME_ADMIN_ERRORS.gameNotFound);
    const [game] = await this.toRows([row]);
    return game as GameAdminRow;
  }

  private async team(userId: number, game: GameAdminRow, teamId: number): Promise<GameOrderTeam> {
    const side: GameSide | null = game.visitTeamId === teamId ? 'visit' : game.homeTeamId === teamId ? 'home' : null;
    if (!side) throw new NotFoundException(GAME_ADMIN_ERRORS.teamNotInGame);
    const leagueId = sideLeagueId(game, side);
    const [roster, ineligible, saved] = await Promise.all([
      this.registrations.roster(leagueId, teamId).catch((error: unknown) => {
        // A team no longer in the league has no roster to choose from.
        if (error instanceof NotFoundException) return [];
        throw error;
      }),
      this.registrations.ineligible(userId, game.gameId, teamId),
      this.repository.lineup(game.gameId, teamId),
    ]);
    const reasons = new Map(ineligible.players.map((player) => [player.playerId, player.reasons.map((reason) => reason.message)]));
    const players: GameOrderPlayer[] = roster.map((player) => {
      const why = reasons.get(player.playerId) ?? [];
      return { playerId: player.playerId, playerName: player.playerName, backnumber: player.backnumber, position: player.position, eligible: why.length === 0, reasons: why };
    });
    for (const entry of saved) {
      if (!players.some((player) => player.playerId === entry.playerId)) {
        players.push({ playerId: entry.playerId, playerName: entry.playerName, backnumber: null, position: null, eligible: false, reasons: [NOT_ON_ROSTER] });
      }
    }
    const teamName = (side === 'visit' ? game.visitTeam : game.homeTeam)?.team.teamName ?? '';
    return {
      gameId: game.gameId,
      teamId,
      side,
      teamName,
      submitted: saved.length > 0,
      entries: saved.map(({ playerId, batNum, position }) => ({ playerId, batNum, position })).sort(byLineupOrder),
      players,
    };
  }

  private async toRows(rows: Row[]): Promise<GameAdminRow[]> {
    const ids = rows.map((row) => rawNumber(row['game_id']));
    const [records, lineups, recorders] = await Promise.all([this.repository.records(ids), this.repository.lineupTeams(ids), this.repository.recordedBy(ids)]);
    return rows.map((row) => {
      const item = toScheduleItem(row);
      const record = records.get(item.gameId);
      const teams = lineups.get(item.gameId);
      const state = gameState({
        isCancel: item.isCancel,
        suspended: item.suspended,
        hasRecord: record !== undefined,
        winType: record ? rawStringOrNull(record['win_type']) : null,
        recordState: recordStateOf(record),
      });
      return {
        ...item,
        hasRecord: record !== undefined,
        recordedBy: record !== undefined && recorders.has(item.gameId) ? { username: recorders.get(item.gameId) as string } : null,
        state,
        score: recordScore(record),
        lineups: {
          visit: item.visitTeamId !== null && (teams?.has(item.visitTeamId) ?? false),
          home: item.homeTeamId !== null && (teams?.has(item.homeTeamId) ?? false),
        },
      };
    });
  }
}
