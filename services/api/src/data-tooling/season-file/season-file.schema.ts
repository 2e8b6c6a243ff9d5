import {
  BATTING_COUNTS,
  batThrws,
  eraBaseInningsChoices,
  genders,
  OPTIONAL_BATTING_COUNTS,
  OPTIONAL_PITCHING_COUNTS,
  pitcherResults,
  PITCHING_COUNTS,
  positions,
  sportTypes,
  teamRoles,
  tiebreakCriteria,
  winTypes,
  yup,
} from '@dugout/contracts';
import { BOX_POSITIONS, FIELD_POSITIONS, SEASON_FILE_FORMAT_VERSION } from './season-file.types';

/**
 * The shape of a season file: types, ranges and formats of every field. Run in strict mode
 * (no coercion: "7" is not 7). Rules that need more than one field — references between
 * lists, box-score arithmetic — are in season-file.references.ts.
 */

export const SEASON_FILE_MESSAGES = {
  required: '필수 항목입니다.',
  defined: '값이 있어야 합니다(없으면 null).',
  string: '문자열이어야 합니다.',
  integer: '정수여야 합니다.',
  number: '숫자여야 합니다.',
  boolean: 'true 또는 false여야 합니다.',
  array: '배열이어야 합니다.',
  object: '객체여야 합니다.',
  nonNegative: '0 이상이어야 합니다.',
  unknownField: '알 수 없는 항목입니다.',
  isoDate: 'YYYY-MM-DD 형식의 실제 날짜여야 합니다.',
  birthday: 'YYYYMMDD 형식의 8자리 실제 날짜여야 합니다.',
  seoulDateTime: '한국 시간 ISO 형식(예: 2025-04-05T09:30:00+09:00)이어야 합니다.',
  keyFormat: '키는 공백 없는 64자 이하의 문자열이어야 합니다.',
  formatVersion: `지원하는 형식 버전은 ${SEASON_FILE_FORMAT_VERSION}입니다.`,
  leaguePath: '리그 경로는 영문 소문자와 숫자 2~20자여야 합니다.',
  cancelReasonMax: '취소 사유는 5자 이내여야 합니다.',
  duplicateKey: '같은 항목이 한 객체 안에 두 번 있습니다. 하나만 남겨 주세요.',
  emptyText: '빈 문자열은 쓸 수 없습니다(모르면 null).',
} as const;

/** Upper bounds of one game's counts: far above any real game, far below what the columns hold. */
export const LINE_COUNT_MAX = { batting: 99, pitching: 999, team: 999 } as const;

const atMost = (max: number) => `${max} 이하여야 합니다.`;

const M = SEASON_FILE_MESSAGES;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BIRTHDAY = /^(\d{4})(\d{2})(\d{2})$/;
const SEOUL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\+09:00$/;

function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

function datePattern(pattern: RegExp, value: string | null | undefined): boolean {
  if (value == null) return true;
  const match = pattern.exec(value);
  return match !== null && isRealDate(match[1], match[2], match[3]);
}

const oneOfMessage = (codes: readonly (string | number)[]) => `다음 중 하나여야 합니다: ${codes.join(', ')}`;

const text = (max: number) =>
  yup
    .string()
    .typeError(M.string)
    .required(M.required)
    .max(max, `${max}자 이하여야 합니다.`);

const nullableText = (max: number) =>
  yup
    .string()
    .typeError(M.string)
    .nullable()
    .max(max, `${max}자 이하여야 합니다.`);

/** Present, and either null (unknown: old sources often lack it) or a non-empty string. */
const unknownOrText = (max: number) =>
  yup
    .string()
    .typeError(M.string)
    .nullable()
    .defined(M.defined)
    .test('not-empty', M.emptyText, (value) => value !== '')
    .max(max, `${max}자 이하여야 합니다.`);

const key = () =>
  yup
    .string()
    .typeError(M.string)
    .required(M.required)
    .matches(/^\S{1,64}$/, M.keyFormat);

const nullableKey = () =>
  yup
    .string()
    .typeError(M.string)
    .nullable()
    .defined(M.defined)
    .matches(/^\S{1,64}$/, M.keyFormat);

const optionalKey = () =>
  yup
    .string()
    .typeError(M.string)
    .nullable()
    .matches(/^\S{1,64}$/, M.keyFormat);

const count = (max: number) => yup.number().typeError(M.integer).required(M.required).integer(M.integer).min(0, M.nonNegative).max(max, atMost(max));
/** A count the source may not have recorded: written as null, which is not 0. */
const countOrNull = (max: number) =>
  yup.number().typeError(M.integer).nullable().defined(M.defined).integer(M.integer).min(0, M.nonNegative).max(max, atMost(max));
const battingCount = () => count(LINE_COUNT_MAX.batting);
const teamCount = () => count(LINE_COUNT_MAX.team);

/** Every box-score count of a line by its contract name; the contract's optional counts may be null. */
function countsShape(names: readonly string[], optional: readonly string[], max: number): yup.ObjectShape {
  return Object.fromEntries(names.map((name) => [name, optional.includes(name) ? countOrNull(max) : count(max)]));
}

const flag = () => yup.boolean().typeError(M.boolean).required(M.required);

const isoDate = () =>
  yup
    .string()
    .typeError(M.string)
    .required(M.required)
    .test('iso-date', M.isoDate, (value) => datePattern(ISO_DATE, value));

/** Present, and either null (unknown) or a real date. */
const unknownOrIsoDate = () =>
  yup
    .string()
    .typeError(M.string)
    .nullable()
    .defined(M.defined)
    .test('iso-date', M.isoDate, (value) => datePattern(ISO_DATE, value));

function codeOf<C extends string | number>(codes: readonly C[]) {
  const message = oneOfMessage(codes);
  return typeof codes[0] === 'number'
    ? yup.number().typeError(message).required(M.required).oneOf([...(codes as readonly number[])], message)
    : yup.string().typeError(message).required(M.required).oneOf([...(codes as readonly string[])], message);
}

/** A numeric code, or null when the source does not know it. */
const unknownOrNumericCode = (codes: readonly number[]) => {
  const message = oneOfMessage([...codes, 'null']);
  return yup
    .number()
    .typeError(message)
    .nullable()
    .defined(M.defined)
    .oneOf([...codes, null], message);
};

const nullableCodeOf = (codes: readonly string[]) => {
  const message = oneOfMessage(codes);
  return yup
    .string()
    .typeError(message)
    .nullable()
    .defined(M.defined)
    .oneOf([...codes, null], message);
};

const sideSchema = () => yup.string().typeError(M.string).required(M.required).oneOf(['visit', 'home'], oneOfMessage(['visit', 'home']));

const strictObject = (shape: yup.ObjectShape) => yup.object(shape).typeError(M.object).exact(M.unknownField);

const listOf = (item: yup.AnySchema) => yup.array().typeError(M.array).required(M.required).of(item);

const leagueSettingsSchema = strictObject({
  pointsWin: yup.number().typeError(M.integer).integer(M.integer).min(0, M.nonNegative).max(99, atMost(99)),
  pointsDraw: yup.number().typeError(M.integer).integer(M.integer).min(0, M.nonNegative).max(99, atMost(99)),
  pointsLoss: yup.number().typeError(M.integer).integer(M.integer).min(-99, '-99 이상이어야 합니다.').max(99, atMost(99)),
  tiebreakOrder: yup
    .array()
    .typeError(M.array)
    .of(
      yup
        .string()
        .typeError(oneOfMessage(tiebreakCriteria.codes))
        .required(M.required)
        .oneOf([...tiebreakCriteria.codes], oneOfMessage(tiebreakCriteria.codes)),
    ),
  eraBaseInnings: yup
    .number()
    .typeError(oneOfMessage(eraBaseInningsChoices.codes))
    .oneOf([...eraBaseInningsChoices.codes], oneOfMessage(eraBaseInningsChoices.codes)),
  batterQualifyMultiplier: yup.number().typeError(M.number).min(0, M.nonNegative).max(99, atMost(99)),
  pitcherQualifyMultiplier: yup.number().typeError(M.number).min(0, M.nonNegative).max(99, atMost(99)),
  forfeitRuns: yup.number().typeError(M.integer).integer(M.integer).min(1, '1 이상이어야 합니다.').max(99, atMost(99)),
  regulationInnings: yup.number().typeError(M.integer).integer(M.integer).min(1, '1 이상이어야 합니다.').max(99, '99 이하여야 합니다.'),
})
  .nullable()
  .default(undefined);

const battingLineSchema = strictObject({
  playerKey: key(),
  side: sideSchema(),
  batNum: yup.number().typeError(M.integer).required(M.required).integer(M.integer).min(1, '타순은 1~99여야 합니다.').max(99, '타순은 1~99여야 합니다.'),
  subOrder: battingCount(),
  position: codeOf(BOX_POSITIONS),
  ...countsShape(BATTING_COUNTS, OPTIONAL_BATTING_COUNTS, LINE_COUNT_MAX.batting),
});

const pitchingLineSchema = strictObject({
  playerKey: key(),
  side: sideSchema(),
  order: yup.number().typeError(M.integer).required(M.required).integer(M.integer).min(1, '1 이상이어야 합니다.').max(99, atMost(99)),
  starter: flag(),
  ...countsShape(PITCHING_COUNTS, OPTIONAL_PITCHING_COUNTS, LINE_COUNT_MAX.pitching),
  decision: nullableCodeOf(pitcherResults.codes),
});

const sideTotalsSchema = strictObject({
  runs: teamCount(),
  hits: teamCount(),
  errors: teamCount(),
  walks: teamCount(),
});

const inningRuns = yup.number().typeError(M.integer).nullable().defined(M.defined).integer(M.integer).min(0, M.nonNegative).max(LINE_COUNT_MAX.team, atMost(LINE_COUNT_MAX.team));

const gameRecordSchema = strictObject({
  winType: nullableCodeOf(winTypes.codes),
  winnerSide: yup.string().typeError(M.string).nullable().defined(M.defined).oneOf(['visit', 'home', null], oneOfMessage(['visit', 'home', 'null'])),
  lineScore: strictObject({
    visit: listOf(inningRuns),
    home: listOf(inningRuns),
  }).required(M.required),
  visit: sideTotalsSchema.required(M.required),
  home: sideTotalsSchema.required(M.required),
  batting: listOf(battingLineSchema),
  pitching: listOf(pitchingLineSchema),
})
  .nullable()
  .default(undefined);

const lineupSchema = strictObject({
  side: sideSchema(),
  entries: listOf(
    strictObject({
      playerKey: key(),
      batNum: yup.number().typeError(M.integer).required(M.required).integer(M.integer).min(-99, '-99 이상이어야 합니다.').max(999, atMost(999)),
      position: nullableCodeOf(FIELD_POSITIONS),
    }),
  ),
});

const gameSchema = strictObject({
  key: key(),
  leagueKey: key(),
  gameName: nullableText(50),
  scheduleTime: yup
    .string()
    .typeError(M.string)
    .required(M.required)
    .test('seoul-date-time', M.seoulDateTime, (value) => datePattern(SEOUL_DATE_TIME, value)),
  groundKey: nullableKey(),
  visitTeamKey: nullableKey(),
  homeTeamKey: nullableKey(),
  visitInterleagueLeagueKey: optionalKey(),
  homeInterleagueLeagueKey: optionalKey(),
  scorerEmail: yup.string().typeError(M.string).nullable().email('이메일 형식이 올바르지 않습니다.'),
  isCancel: flag(),
  cancelReason: yup.string().typeError(M.string).nullable().defined(M.defined).max(5, M.cancelReasonMax),
  suspended: flag(),
  dayNight: codeOf(['Y', 'N'] as const),
  record: gameRecordSchema,
  lineups: yup.array().typeError(M.array).of(lineupSchema),
});

export const seasonFileSchema = strictObject({
  formatVersion: yup
    .number()
    .typeError(M.formatVersion)
    .required(M.required)
    .oneOf([SEASON_FILE_FORMAT_VERSION], M.formatVersion),
  source: nullableText(200),
  leagueMain: strictObject({
    leaguePath: text(20).matches(/^[a-z0-9]{2,20}$/, M.leaguePath),
    mainName: text(50),
  }).required(M.required),
  season: strictObject({
    seasonName: text(50),
    beginDate: isoDate(),
    endDate: isoDate(),
    active: flag(),
  }).required(M.required),
  leagues: listOf(
    strictObject({
      key: key(),
      leagueName: text(50),
      settings: leagueSettingsSchema,
    }),
  ).min(1, '리그가 하나 이상 있어야 합니다.'),
  grounds: listOf(strictObject({ key: key(), groundName: text(50) })),
  teams: listOf(
    strictObject({
      key: key(),
      teamName: text(50),
      spoType: codeOf(sportTypes.codes),
      logo: nullableText(200),
      director: unknownOrText(50),
      managerName: unknownOrText(50),
      estbDt: unknownOrIsoDate(),
    }),
  ),
  players: listOf(
    strictObject({
      key: key(),
      playerName: text(50),
      birthday: yup
        .string()
        .typeError(M.string)
        .nullable()
        .test('birthday', M.birthday, (value) => datePattern(BIRTHDAY, value)),
      gender: yup.string().typeError(M.string).nullable().oneOf([...genders.codes, null], oneOfMessage(genders.codes)),
      position: codeOf(positions.codes),
      batThrw: unknownOrNumericCode(batThrws.codes),
      teamKey: key(),
      backnumber: yup.number().typeError(M.integer).nullable().defined(M.defined).integer(M.integer).min(0, M.nonNegative).max(999, '999 이하여야 합니다.'),
      teamRole: codeOf(teamRoles.codes),
    }),
  ),
  leagueTeams: listOf(strictObject({ leagueKey: key(), teamKey: key() })),
  leaguePlayers: listOf(strictObject({ leagueKey: key(), playerKey: key(), registerDate: isoDate() })),
  games: listOf(gameSchema),
});
