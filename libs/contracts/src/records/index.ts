export * from './box-score-checks';
export * from './lineup-deadline';
