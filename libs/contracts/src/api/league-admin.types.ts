import type { CodeOption } from '../enums/code-set';
import type { LeagueRecordSettings, TiebreakCriterion } from '../enums/record-settings.enum';
import type { League } from './records.types';

/** A league of a season as the admin screens edit it: name, order and the record settings. */
export interface AdminLeague extends League, LeagueRecordSettings {
  sortOrder: number;
  regulationInnings: number | null;
  /** Games (schedule rows) of the league: a league with games cannot be deleted. */
  gameCount: number;
}

/** Which image of the league main: the logo, the side banner (ext_img1) or the top banner (ext_img2). */
export type LeagueImageKind = 'logo' | 'side' | 'banner';
export const LEAGUE_IMAGE_KINDS: readonly LeagueImageKind[] = ['logo', 'side', 'banner'];
export const LEAGUE_IMAGE_LABELS: Readonly<Record<LeagueImageKind, string>> = { logo: '로고', side: '사이드 배너', banner: '상단 배너' };

/** PUT /api/league/main/{id}/image/{kind}: the stored file name (served at /upload/league/{name}). */
export interface LeagueImageSaved {
  kind: LeagueImageKind;
  name: string;
}

/** GET /api/common/config: the constants the admin forms show. */
export interface CommonConfig {
  leagueRecordDefaults: LeagueRecordSettings;
  tiebreakCriteria: CodeOption<TiebreakCriterion>[];
  eraBaseInnings: CodeOption<9 | 7>[];
  leagueFormLimits: Record<string, number>;
  seasonNameMax: number;
  leagueImageKinds: CodeOption<LeagueImageKind>[];
  board: {
    nameMin: number;
    nameMax: number;
    labelMin: number;
    labelMax: number;
    maxFileCountMax: number;
    maxFileCountDefault: number;
    defaultRoles: { list: number; view: number; write: number; comment: number };
  };
}
