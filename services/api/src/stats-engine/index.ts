export * from './counts';
export * from './batting';
export * from './pitching';
export * from './season';
export * from './standings';
export * from './qualification';
export * from './rankings';
