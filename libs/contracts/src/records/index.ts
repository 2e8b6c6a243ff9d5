export * from './box-score-checks';
export * from './lineup-deadline';
export * from './record-rule-messages';
