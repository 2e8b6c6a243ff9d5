import { BadRequestException, Injectable } from '@nestjs/common';
import {
  SCHEDULE_UPLOAD_COLUMNS,
  type ScheduleGameInput,
  type ScheduleUploadCellError,
  type ScheduleUploadColumnKey,
  type ScheduleUploadPreview,
  type ScheduleUploadResult,
  type ScheduleUploadRow,
} from '@dugout/contracts';
import { found, LEAGUE_MAIN_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { writeForLeagueMain } from '../../common/read-cache/read-scope';
import type { MultipartForm } from '../files/multipart-form';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { SchedulesService } from '../schedules/schedules.service';
import { UsersService } from '../users/users.service';
import { readScheduleFile } from './schedule-file.reader';
import { validateScheduleRows, writerEmails, type ScheduleUploadContext } from './schedule-rows.validator';
import { SCHEDULE_FILE_ERRORS, SCHEDULE_UPLOAD_MESSAGES } from './schedule-upload.messages';
import { ScheduleUploadRepository } from '../../repositories/schedule-upload/schedule-upload.repository';
import { scheduleTemplate, type TemplateKind } from './schedule-upload.template';

const HEADERS = Object.fromEntries(SCHEDULE_UPLOAD_COLUMNS.map((column) => [column.key, column.header])) as Record<ScheduleUploadColumnKey, string>;

/** The column of a field SchedulesService.createGames checks. */
const FIELD_COLUMNS: Record<string, ScheduleUploadColumnKey> = {
  leagueId: 'leagueName',
  gameName: 'gameName',
  scheduleTime: 'scheduleTime',
  visitTeamId: 'visitTeamName',
  homeTeamId: 'homeTeamName',
  groundId: 'groundName',
  writerId: 'writerEmail',
};

interface CheckedFile {
  fileName: string;
  league: { leagueId: number; leagueName: string };
  preview: ScheduleUploadPreview;
  games: ScheduleGameInput[];
}

const toGame = (leagueId: number, row: ScheduleUploadRow): ScheduleGameInput => ({
  leagueId,
  gameName: row.gameName || null,
  scheduleTime: row.scheduleTime,
  groundId: row.groundId,
  writerId: row.writerId,
  visitTeamId: row.visitTeamId,
  homeTeamId: row.homeTeamId,
});

/**
 * The schedule spreadsheet upload (issue 14): the templates, a preview that saves nothing, and the
 * apply that checks the same file again and saves every game or none, through
 * SchedulesService.createGames in one transaction with a schedule.upload audit entry.
 */
@Injectable()
export class ScheduleUploadService {
  constructor(
    private readonly repository: ScheduleUploadRepository,
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly grounds: GroundsRepository,
    private readonly users: UsersService,
    private readonly schedules: SchedulesService,
    private readonly audit: AuditService,
  ) {}

  template(kind: TemplateKind) {
    return scheduleTemplate(kind);
  }

  /** POST .../scheduleUpload/{leagueId}/preview: the rows with their errors by row and column; nothing saved. */
  async preview(mainId: number, leagueId: number, form: MultipartForm): Promise<ScheduleUploadPreview> {
    return (await this.check(mainId, leagueId, form)).preview;
  }

  /** POST .../scheduleUpload/{leagueId}/apply: all games saved in one transaction, or 400 with every bad cell and none saved. */
  async apply(mainId: number, userId: number, leagueId: number, form: MultipartForm): Promise<ScheduleUploadResult> {
    const { fileName, preview, games } = await this.check(mainId, leagueId, form);
    if (preview.errors.length > 0) {
      throw new BadRequestException({ message: SCHEDULE_UPLOAD_MESSAGES.rowErrors(preview.errors.length), errors: cellErrors(preview.errors) });
    }
    const gameIds = await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = mainId;
      return this.repository.transaction(async (em) => {
        const ids = await this.schedules.createGames(em, mainId, userId, games);
        await this.audit.record(em, {
          userId,
          scope: { type: 'leagueMain', id: mainId },
          kind: 'schedule.upload',
          object: { type: 'league', id: leagueId },
          before: null,
          after: { leagueId, fileName, gameCount: ids.length },
        });
        return ids;
      });
    });
    return { leagueId, count: gameIds.length, gameIds };
  }

  private async check(mainId: number, leagueId: number, form: MultipartForm): Promise<CheckedFile> {
    const file = oneFile(form);
    const league = found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    const season = found(await this.leagues.season(league.seasonId), SEASON_NOT_FOUND);
    const sheet = await readScheduleFile(file.data);

    const writers = new Map<string, number>();
    for (const email of writerEmails(sheet)) {
      const userId = await this.users.findIdByEmail(email);
      if (userId !== null) writers.set(email, userId);
    }
    found(await this.leagues.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    const context: ScheduleUploadContext = {
      league: { leagueId, leagueName: league.leagueName },
      season: { beginDate: season.beginDate, endDate: season.endDate },
      teams: (await this.teams.leagueTeams(leagueId, true)).map((entry) => ({ teamId: entry.teamId, teamName: entry.team.teamName })),
      grounds: await this.grounds.ofMain(mainId),
      writers,
    };
    const rows = validateScheduleRows(sheet, context);

    // The rows that passed get the schedule module's own checks (the scorer's rights among them), on their cells.
    const passed = rows.filter((row) => row.errors.length === 0);
    for (const refusal of await this.schedules.checkGames(mainId, passed.map((row) => toGame(leagueId, row)))) {
      const row = passed[refusal.index] as ScheduleUploadRow;
      for (const [field, message] of Object.entries(refusal.errors)) {
        const key = FIELD_COLUMNS[field] ?? 'leagueName';
        row.errors.push({ row: row.row, column: sheet.columns[key] ?? '', header: HEADERS[key], message });
      }
    }

    const preview: ScheduleUploadPreview = {
      fileName: file.originalName,
      leagueId,
      leagueName: league.leagueName,
      columns: sheet.columns,
      rows,
      errors: rows.flatMap((row) => row.errors),
    };
    return { fileName: file.originalName, league: context.league, preview, games: rows.map((row) => toGame(leagueId, row)) };
  }
}

function oneFile(form: MultipartForm) {
  const [file, ...more] = form.files;
  if (!file) throw new BadRequestException(SCHEDULE_FILE_ERRORS.noFile);
  if (more.length > 0) throw new BadRequestException(SCHEDULE_FILE_ERRORS.tooManyFiles);
  return file;
}

/** The 400's `errors`: one entry per cell (B3), its messages after the row and header. */
function cellErrors(errors: readonly ScheduleUploadCellError[]): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const error of errors) {
    const cell = `${error.column}${error.row}`;
    const text = `${error.row}행 ${error.header}(${error.column}열): ${error.message}`;
    cells[cell] = cells[cell] ? `${cells[cell]} / ${error.message}` : text;
  }
  return cells;
}
