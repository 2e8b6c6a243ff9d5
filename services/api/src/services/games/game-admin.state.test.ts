import { gameState, type GameStateFacts } from './game-admin.state';

const base: GameStateFacts = { isCancel: false, suspended: false, hasRecord: false, winType: null };

describe('gameState', () => {
  it('tells a game without a record, one being entered and a finished one', () => {
    expect(gameState(base)).toBe('scheduled');
    expect(gameState({ ...base, hasRecord: true })).toBe('inProgress');
    expect(gameState({ ...base, hasRecord: true, winType: '1' })).toBe('final');
  });

  it('puts cancellation first and a suspended game without a result as suspended', () => {
    expect(gameState({ ...base, isCancel: true, hasRecord: true, winType: '1' })).toBe('cancelled');
    expect(gameState({ ...base, suspended: true })).toBe('suspended');
    expect(gameState({ ...base, suspended: true, hasRecord: true })).toBe('suspended');
    expect(gameState({ ...base, suspended: true, hasRecord: true, winType: '1' })).toBe('final');
  });

  it('follows the record state when the records have one', () => {
    expect(gameState({ ...base, hasRecord: true, winType: '1', recordState: 'draft' })).toBe('inProgress');
    expect(gameState({ ...base, hasRecord: true, winType: '1', recordState: 'final' })).toBe('final');
    expect(gameState({ ...base, hasRecord: true, winType: '1', recordState: 'corrected' })).toBe('corrected');
  });
});
