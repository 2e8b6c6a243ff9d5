export * from './envelope';
export * from './records.types';
export * from './form-errors';
export * from './membership.types';
export * from './session.types';
