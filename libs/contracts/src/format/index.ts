export * from './datetime.format';
export * from './number.format';
export * from './korean-order';
export * from './audit.format';
