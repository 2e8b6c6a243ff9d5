import type { InferType } from 'yup';
import { idField } from './fields';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

export const AGREEMENT_MESSAGES = {
  signNameRequired: '서명란에 선수 이름을 입력해 주세요.',
  signNameTooLong: `서명은 ${L.playerNameMax}자 이내로 입력해 주세요.`,
  contentRequired: '서약서 내용을 입력해 주세요.',
  contentTooLong: `서약서 내용은 ${L.agreementContentMax.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`,
} as const;

const M = AGREEMENT_MESSAGES;

/** The signature line of /agreement/{path}/{seasonId}: the player's name typed as a signature. */
export const agreementSignSchema = yup.object({
  signName: yup.string().trim().required(M.signNameRequired).max(L.playerNameMax, M.signNameTooLong),
});
export type AgreementSignForm = InferType<typeof agreementSignSchema>;

/** POST /api/league/agreement: the season signed and the name typed. */
export const agreementSignPayloadSchema = agreementSignSchema.shape({
  seasonId: idField().required(),
});
export type AgreementSignPayload = InferType<typeof agreementSignPayloadSchema>;

/** PUT /api/league/admin/season/{seasonId}/agreement: the season's agreement text (plain text). */
export const agreementContentSchema = yup.object({
  content: yup.string().trim().required(M.contentRequired).max(L.agreementContentMax, M.contentTooLong),
});
export type AgreementContentPayload = InferType<typeof agreementContentSchema>;
