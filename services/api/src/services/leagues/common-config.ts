import {
  DEFAULT_BOARD_ROLES,
  DEFAULT_LEAGUE_RECORD_SETTINGS,
  eraBaseInningsChoices,
  LEAGUE_FORM_LIMITS,
  LEAGUE_IMAGE_KINDS,
  LEAGUE_IMAGE_LABELS,
  SEASON_NAME_MAX,
  tiebreakCriteria,
  VALIDATION_LIMITS,
  type CommonConfig,
} from '@dugout/contracts';

/** The constants of GET /api/common/config, all from @dugout/contracts. */
export function commonConfig(): CommonConfig {
  return {
    leagueRecordDefaults: { ...DEFAULT_LEAGUE_RECORD_SETTINGS, tiebreakOrder: [...DEFAULT_LEAGUE_RECORD_SETTINGS.tiebreakOrder] },
    tiebreakCriteria: tiebreakCriteria.options.map((option) => ({ ...option })),
    eraBaseInnings: eraBaseInningsChoices.options.map((option) => ({ ...option })),
    leagueFormLimits: { ...LEAGUE_FORM_LIMITS },
    seasonNameMax: SEASON_NAME_MAX,
    leagueImageKinds: LEAGUE_IMAGE_KINDS.map((value) => ({ value, label: LEAGUE_IMAGE_LABELS[value] })),
    board: {
      nameMin: VALIDATION_LIMITS.boardNameMin,
      nameMax: VALIDATION_LIMITS.boardNameMax,
      labelMin: VALIDATION_LIMITS.boardLabelMin,
      labelMax: VALIDATION_LIMITS.boardLabelMax,
      maxFileCountMax: VALIDATION_LIMITS.boardMaxFileCountMax,
      maxFileCountDefault: VALIDATION_LIMITS.boardMaxFileCountDefault,
      defaultRoles: { ...DEFAULT_BOARD_ROLES },
    },
  };
}
