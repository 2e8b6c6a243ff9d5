import { UseGuards } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  teamEntryAddSchema,
  teamPlayerUpdateSchema,
  teamRosterQuerySchema,
  type TeamLeagueEntry,
  type TeamEntryAddPayload,
  type TeamLeague,
  type TeamPlayerRemoved,
  type TeamPlayerUpdatePayload,
  type TeamRosterPlayer,
  type TeamRosterPlayerDetail,
  type TeamRosterQuery,
} from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { TeamRosterService } from '../../services/team-roster/team-roster.service';
import { ApiController, IdParam, Route, ValidBody, ValidQuery } from '../route-decorators';

const STATUS_QUERY = { name: 'status', required: false, description: 'active: 활동, dormant: 휴면 (구분 8)' } as const;

/** The team staff portal's roster (`member`) and league entries (`entry`): team managers of the team only. */
@ApiController('team', 'team', UseGuards(JsonBodyGuard))
export class TeamRosterController {
  constructor(private readonly roster: TeamRosterService) {}

  @Route('GET :id/admin/players', '팀 선수 명단 (등번호, 구분, 포지션, 투타, 상태, 입단일). status=active|dormant. 팀 관리자만', TeamAdmin('id'), ApiQuery(STATUS_QUERY))
  list(@IdParam('id') teamId: number, @ValidQuery(teamRosterQuerySchema) query: TeamRosterQuery): Promise<TeamRosterPlayer[]> {
    return this.roster.roster(teamId, query.status);
  }

  @Route('GET :id/coaching', '팀 운영진 (단장, 매니저, 총무, 감독, 코치). 팀 관리자만', TeamAdmin('id'))
  coaching(@IdParam('id') teamId: number): Promise<TeamRosterPlayer[]> {
    return this.roster.coaching(teamId);
  }

  @Route('GET :id/player/:pid', '선수의 팀 정보와 이 팀의 리그 엔트리. 팀 관리자만', TeamAdmin('id'))
  player(@IdParam('id') teamId: number, @IdParam('pid') playerId: number): Promise<TeamRosterPlayerDetail> {
    return this.roster.player(teamId, playerId);
  }

  @Route('PATCH :id/player/:pid', '선수의 팀 정보 변경 {backnumber, teamRole, position, batThrw} (등번호는 팀 안에서 하나, 구분 8은 휴면). 팀 관리자만', TeamAdmin('id'))
  update(
    @IdParam('id') teamId: number,
    @IdParam('pid') playerId: number,
    @CurrentUser() user: AuthUser,
    @ValidBody(teamPlayerUpdateSchema) body: TeamPlayerUpdatePayload,
  ): Promise<TeamRosterPlayerDetail> {
    return this.roster.update(user.userId, teamId, playerId, body);
  }

  @Route('DELETE :id/player/:pid', '선수를 명단에서 제외 (기록과 지난 엔트리는 남음, 진행 중인 시즌 엔트리가 있으면 거절). 팀 관리자만', TeamAdmin('id'))
  remove(@IdParam('id') teamId: number, @IdParam('pid') playerId: number, @CurrentUser() user: AuthUser): Promise<TeamPlayerRemoved> {
    return this.roster.remove(user.userId, teamId, playerId);
  }

  @Route('GET :id/leagues', '진행 중인 시즌에 팀이 참가한 리그와 엔트리 인원. 팀 관리자만', TeamAdmin('id'))
  leagues(@IdParam('id') teamId: number): Promise<TeamLeague[]> {
    return this.roster.activeLeagues(teamId);
  }

  @Route('GET :id/leagues/:seasonId', '시즌에 팀이 참가한 리그와 엔트리 인원. 팀 관리자만', TeamAdmin('id'))
  seasonLeagues(@IdParam('id') teamId: number, @IdParam('seasonId') seasonId: number): Promise<TeamLeague[]> {
    return this.roster.seasonLeagues(teamId, seasonId);
  }

  @Route('GET :id/all_leagues', '팀이 참가한 모든 리그 (최근 시즌 먼저). 팀 관리자만', TeamAdmin('id'))
  allLeagues(@IdParam('id') teamId: number): Promise<TeamLeague[]> {
    return this.roster.allLeagues(teamId);
  }

  @Route('GET :id/entry/:leagueId', '리그 엔트리: 등록 선수(등록일, 출전 자격)와 추가할 수 있는 팀 선수. 팀 관리자만', TeamAdmin('id'))
  entry(@IdParam('id') teamId: number, @IdParam('leagueId') leagueId: number): Promise<TeamLeagueEntry> {
    return this.roster.entry(teamId, leagueId);
  }

  @Route('PATCH :id/entry/:leagueId', '리그 엔트리에 선수 추가 {playerId} (등록일 오늘, 리그 출전 자격 확인). 팀 관리자만', TeamAdmin('id'))
  addEntry(
    @IdParam('id') teamId: number,
    @IdParam('leagueId') leagueId: number,
    @CurrentUser() user: AuthUser,
    @ValidBody(teamEntryAddSchema) body: TeamEntryAddPayload,
  ): Promise<TeamLeagueEntry> {
    return this.roster.addEntry(user.userId, teamId, leagueId, body.playerId);
  }

  @Route('PATCH :id/league/:leagueId/player/:playerId', '리그 엔트리에서 선수 빼기 (이 리그에 경기 기록이 있으면 거절). 팀 관리자만', TeamAdmin('id'))
  removeEntry(@IdParam('id') teamId: number, @IdParam('leagueId') leagueId: number, @IdParam('playerId') playerId: number, @CurrentUser() user: AuthUser): Promise<TeamLeagueEntry> {
    return this.roster.removeEntry(user.userId, teamId, leagueId, playerId);
  }
}
