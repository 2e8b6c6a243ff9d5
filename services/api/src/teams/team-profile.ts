import type { TeamProfile } from '@dugout/contracts';
import { rawDateOrNull, rawNumber, rawString, rawStringOrNull, type RawValue } from '../common/sql/raw-values';

/** The columns toTeamProfile reads, of `team t`, with its player count. */
export const TEAM_PROFILE_COLUMNS = `t.team_id, t.team_name, t.logo_img, t.director, t.manager_name, t.estb_dt,
  (SELECT COUNT(*) FROM team_player tp WHERE tp.team_id = t.team_id) AS player_count`;

export const toTeamProfile = (row: Record<string, RawValue>): TeamProfile => ({
  teamId: rawNumber(row['team_id']),
  teamName: rawString(row['team_name']),
  logoImg: rawStringOrNull(row['logo_img']),
  director: rawStringOrNull(row['director']),
  managerName: rawStringOrNull(row['manager_name']),
  estbDt: rawDateOrNull(row['estb_dt']),
  playerCount: rawNumber(row['player_count']),
});
