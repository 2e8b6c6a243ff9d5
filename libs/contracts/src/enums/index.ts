export * from './code-set';
export * from './player.enum';
export * from './request-state.enum';
export * from './board.enum';
export * from './team.enum';
export * from './game.enum';
export * from './lineup.enum';
export * from './record-settings.enum';
