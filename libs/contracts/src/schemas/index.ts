// The Korean yup locale comes first so every schema below is built with it.
export { yup } from './korean-yup';
export * from './validation-limits';
export { VALIDATION_MESSAGES, type ValidationContext } from './fields';
export { fullAgeOn, isRealBirthday, seoulToday } from './birthday';
export * from './validation-errors';
export * from './auth.schema';
export * from './register.schema';
export * from './user.schema';
export * from './join-team.schema';
export * from './schedule-form.schema';
export * from './board-form.schema';
export * from './board-post.schema';
export * from './audit-query.schema';
export * from './manager.schema';
