import type { TeamBattingRow } from '@dugout/contracts';
import { teamBattingColumns } from './ranking-columns';

const cell = (key: string, row: TeamBattingRow) => teamBattingColumns.find((column) => column.key === key)?.render?.(row, 0);

describe('team batting columns', () => {
  const row = { bat_obp: 0.375, bat_ops: 0.846, unrecorded: {} } as TeamBattingRow;

  it('print OBP and OPS as rates when every line recorded HBP and SF', () => {
    expect([cell('obp', row), cell('ops', row)]).toEqual(['0.375', '0.846']);
  });

  it('say 미기록 instead of a guessed OBP and OPS when some lines did not record HBP or SF', () => {
    const partial = { ...row, bat_obp: null, bat_ops: null, unrecorded: { bat_sf: 2 } };
    expect([cell('obp', partial), cell('ops', partial)]).toEqual(['미기록', '미기록']);
    expect(cell('obp', { ...row, unrecorded: { bat_ibb: 4 } })).toBe('0.375');
  });
});
