import type { InferType } from 'yup';
import {
  DEFAULT_LEAGUE_RECORD_SETTINGS as D,
  eraBaseInningsChoices,
  tiebreakCriteria,
  type EraBaseInnings,
  type TiebreakCriterion,
} from '../enums/record-settings.enum';
import { memberOf, numberField } from './fields';
import { yup } from './korean-yup';

/** Limits of the league settings form (also what GET /api/common/config answers). */
export const LEAGUE_FORM_LIMITS = {
  leagueNameMax: 50,
  sortOrderMax: 999,
  pointsMin: -10,
  pointsMax: 10,
  multiplierMax: 10,
  forfeitRunsMin: 1,
  forfeitRunsMax: 30,
  regulationInningsMin: 1,
  regulationInningsMax: 12,
} as const;
const L = LEAGUE_FORM_LIMITS;

export const LEAGUE_FORM_MESSAGES = {
  eraBaseInnings: '평균자책점 기준 이닝은 9이닝이나 7이닝 중에서 골라 주세요.',
  tiebreakUnknown: '알 수 없는 순위 결정 기준이 있습니다.',
  tiebreakRepeated: '같은 순위 결정 기준을 두 번 넣을 수 없습니다.',
  tiebreakEmpty: '순위 결정 기준을 하나 이상 골라 주세요.',
  multiplierDecimals: '소수점 아래 세 자리까지 입력할 수 있습니다.',
} as const;
const M = LEAGUE_FORM_MESSAGES;

const pointsField = (fallback: number) => numberField().required().integer().min(L.pointsMin).max(L.pointsMax).default(fallback);
const multiplierField = (fallback: number) =>
  numberField()
    .required()
    .positive()
    .max(L.multiplierMax)
    .test('three-decimals', M.multiplierDecimals, (value) => value === undefined || Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6)
    .default(fallback);

/**
 * The admin league form and the body of POST/PUT /api/league/main/{m}/season/{s}/league[/{l}]:
 * the name, the display order and the record engine's settings; `getDefault()` gives a new
 * league with the engine's defaults.
 */
export const leagueFormSchema = yup.object({
  leagueName: yup.string().trim().required().min(1).max(L.leagueNameMax).default(''),
  sortOrder: numberField().required().integer().min(0).max(L.sortOrderMax).default(0),
  eraBaseInnings: numberField<EraBaseInnings>()
    .required()
    .test(memberOf(eraBaseInningsChoices.codes, M.eraBaseInnings))
    .default(D.eraBaseInnings),
  pointsWin: pointsField(D.pointsWin),
  pointsDraw: pointsField(D.pointsDraw),
  pointsLoss: pointsField(D.pointsLoss),
  tiebreakOrder: yup
    .array()
    .of(yup.string<TiebreakCriterion>().required())
    .required()
    .min(1, M.tiebreakEmpty)
    .test('known', M.tiebreakUnknown, (list) => !list || list.every((item) => tiebreakCriteria.is(item)))
    .test('distinct', M.tiebreakRepeated, (list) => !list || new Set(list).size === list.length)
    .default(() => [...D.tiebreakOrder]),
  batterQualifyMultiplier: multiplierField(D.batterQualifyMultiplier),
  pitcherQualifyMultiplier: multiplierField(D.pitcherQualifyMultiplier),
  forfeitRuns: numberField().required().integer().min(L.forfeitRunsMin).max(L.forfeitRunsMax).default(D.forfeitRuns),
  regulationInnings: numberField()
    .integer()
    .min(L.regulationInningsMin)
    .max(L.regulationInningsMax)
    .nullable()
    .default(null),
});
export type LeagueForm = InferType<typeof leagueFormSchema>;

/** A new league's form: the engine's defaults. */
export const leagueFormDefaults = (): LeagueForm => leagueFormSchema.getDefault() as LeagueForm;
