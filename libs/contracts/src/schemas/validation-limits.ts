/** Length limits shared by the forms, the API validation and the database columns. */
export const VALIDATION_LIMITS = {
  emailMax: 100,
  passwordMin: 8,
  // Long enough for passphrases; longer input is rejected, never truncated.
  passwordMax: 128,
  usernameMin: 2,
  usernameMax: 20,
  playerNameMax: 20,
  schoolNameMax: 50,
  addressMax: 100,
  backnumberMaxDigits: 3,
  tokenMax: 2048,
  searchKeywordMax: 50,
  /** Team search lists (spec 9: page 1, size 100). */
  teamListPageSizeDefault: 100,
  teamListPageSizeMax: 100,
  boardNameMin: 2,
  boardNameMax: 20,
  boardLabelMin: 2,
  boardLabelMax: 20,
  boardMemoMax: 500,
  boardMaxFileCountMax: 5,
  boardMaxFileCountDefault: 2,
  postTitleMin: 1,
  postTitleMax: 100,
  /** HTML characters of a post (the column is TEXT, 65,535 bytes; Korean is 3 bytes a character). */
  postContentMax: 20_000,
  commentMax: 1000,
  /** Characters of a season's participation agreement (plain text in a TEXT column). */
  agreementContentMax: 10_000,
  cancelReasonMax: 5,
  /** Children under 14 may not register online (privacy policy). */
  minimumRegistrationAge: 14,
} as const;

/** A phone number as stored and shown (normalizePhone writes it): 02-XXX(X)-XXXX, 010-XXXX-XXXX, 0XX-XXX(X)-XXXX. */
export const PHONE_PATTERN = /^(?:02-\d{3,4}|010-\d{4}|0(?:1[1-9]|[3-9]\d)-\d{3,4})-\d{4}$/;
export const BIRTHDAY_PATTERN = /^\d{8}$/;
export const BOARD_LABEL_PATTERN = /^[A-Za-z0-9]+$/;
/** Board paths taken by the board API's own addresses (/api/league/board/{main}/admin/..., /label/..., /default/..., /recent/...). */
export const RESERVED_BOARD_LABELS: readonly string[] = ['admin', 'default', 'label', 'recent', 'write', 'view', 'file', 'comment'];
