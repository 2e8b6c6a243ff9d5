import { DEFAULT_TEAM_ROLE, type Position, type TeamRole } from '@dugout/contracts';
import { TeamRosterRepository } from '../../src/repositories/team-roster/team-roster.repository';
import { TeamPlayer } from '../../src/repositories/teams/team-player.entity';
import { type TeamFields, TeamsRepository } from '../../src/repositories/teams/teams.repository';
import type { TestApp } from '../support/test-app';

export interface RosterLineOptions {
  backnumber?: string | null;
  teamRole?: TeamRole;
  position?: Position | null;
  joinedAt?: string | null;
}

/** A new team's info: its name and nothing else. */
export const newTeamFields = (teamName: string): TeamFields => ({ teamName, logoImg: null, director: null, managerName: null, estbDt: null, homeGround: null, introduction: null });

/** Teams, their staff (team_manager) and their rosters (team_player). */
export function teamFactory(t: TestApp) {
  const teams = () => t.app.get(TeamsRepository);
  return {
    /** An ordinary team; answers its id. */
    team(teamName: string): Promise<number> {
      return t.dataSource.transaction((em) => teams().insertTeam(em, newTeamFields(teamName)));
    },

    /** A placeholder team (spo_type 9), as the schedule makes for an opponent not in the league. */
    placeholderTeam(teamName: string): Promise<number> {
      return t.dataSource.transaction((em) => teams().insertPlaceholderTeam(em, teamName));
    },

    /** Changes some of the team's info fields (name, logo ...), keeping the others. */
    async changeTeam(teamId: number, changes: Partial<TeamFields>): Promise<void> {
      const info = await teams().teamInfo(teamId);
      if (!info) throw new Error(`팀 ${teamId}이 없습니다.`);
      const { teamName, logoImg, director, managerName, estbDt } = info.profile;
      const fields: TeamFields = { teamName, logoImg, director, managerName, estbDt, homeGround: info.homeGround, introduction: info.introduction };
      await t.dataSource.transaction((em) => teams().updateTeam(em, teamId, { ...fields, ...changes }));
    },

    /** Makes each member a manager of the team. */
    async managers(teamId: number, ...userIds: number[]): Promise<void> {
      for (const userId of userIds) await teams().insertManager(teamId, userId);
    },

    /** Takes every manager off the team (a team left without staff). */
    async removeManagers(teamId: number): Promise<void> {
      for (const userId of await teams().managerIds(teamId)) await teams().deleteManager(teamId, userId);
    },

    /** Puts a player on the team's roster (an ordinary player with no back number unless told). */
    rosterLine(teamId: number, playerId: number, options: RosterLineOptions = {}): Promise<void> {
      return t.dataSource.transaction((em) =>
        teams().insertRosterLine(em, teamId, {
          playerId,
          backnumber: options.backnumber ?? null,
          teamRole: options.teamRole ?? DEFAULT_TEAM_ROLE,
          position: options.position ?? null,
          joinedAt: options.joinedAt ?? null,
        }),
      );
    },

    /** Takes a player off the roster without a history line (TeamsRepository.endRosterLine keeps one). */
    async removeRosterLine(teamId: number, playerId: number): Promise<void> {
      await t.dataSource.getRepository(TeamPlayer).delete({ teamId, playerId });
    },

    /** Changes some fields of a player's roster line, keeping the others. */
    async changeRosterLine(teamId: number, playerId: number, changes: RosterLineOptions): Promise<void> {
      const roster = t.app.get(TeamRosterRepository);
      const line = await roster.line(teamId, playerId);
      if (!line) throw new Error(`선수 ${playerId}는 팀 ${teamId} 명단에 없습니다.`);
      const { joinedAt, ...fields } = changes;
      await t.dataSource.transaction((em) => t.app.get(TeamsRepository).updateRosterLine(em, teamId, playerId, { backnumber: line.backnumber, teamRole: line.teamRole, position: line.position, ...fields }));
      // updateRosterLine leaves the join day alone; no repository method changes it.
      if (joinedAt !== undefined) await t.dataSource.getRepository(TeamPlayer).update({ teamId, playerId }, { joinedAt });
    },
  };
}
