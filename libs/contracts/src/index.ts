export * from './api';
export * from './enums';
export * from './format';
export * from './schemas';
export * from './routes';
export * from './records';
