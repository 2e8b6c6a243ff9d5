export * from './envelope';
export * from './records.types';
export * from './player-stats.types';
export * from './form-errors';
export * from './membership.types';
export * from './session.types';
export * from './user.types';
export * from './board.types';
