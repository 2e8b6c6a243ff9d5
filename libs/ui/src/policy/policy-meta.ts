// Small facts about the policies; the texts themselves load on demand (see policy-text.tsx).

/** Effective date of both policies (spec section 9). */
export const POLICY_EFFECTIVE_DATE = '2023년 1월 1일';

export const POLICY_TITLES = {
  service: '서비스 이용약관',
  privacy: '개인정보처리방침',
} as const;

export type PolicyKind = keyof typeof POLICY_TITLES;

/** Where members reach the data protection officer (privacy policy section 11). */
export const PRIVACY_OFFICER = {
  title: '더그아웃 운영팀장',
  email: 'privacy@dugout.kr',
} as const;

export interface PolicyTextProps {
  /** Heading level of the articles: 2 on a page of its own, 3 or 4 inside other sections. */
  headingLevel?: 2 | 3 | 4;
}
