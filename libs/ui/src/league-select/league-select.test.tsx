import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LeagueSelect } from './league-select';
import type { LeagueOption, LeagueSelectValue } from './league-options';

const springLeagues: LeagueOption[] = [
  { leagueId: 11, leagueName: '토요 1부' },
  { leagueId: 12, leagueName: '토요 2부' },
];
const fallLeagues: LeagueOption[] = [
  { leagueId: 21, leagueName: '일요 1부' },
  { leagueId: 22, leagueName: '일요 2부' },
];

function Harness({ leagues, showAll, initial = '' }: { leagues: LeagueOption[]; showAll?: boolean; initial?: LeagueSelectValue }) {
  const [value, setValue] = useState<LeagueSelectValue>(initial);
  return (
    <>
      <LeagueSelect leagues={leagues} value={value} onChange={setValue} showAll={showAll} label="순위 리그" />
      <output aria-label="선택값">{String(value)}</output>
    </>
  );
}

describe('LeagueSelect', () => {
  it('selects the first league by itself, and again when the list changes', () => {
    const { rerender } = render(<Harness leagues={springLeagues} />);
    expect(screen.getByLabelText('선택값')).toHaveTextContent('11');
    expect(screen.getByRole('combobox', { name: '순위 리그' })).toHaveValue('11');

    rerender(<Harness leagues={fallLeagues} />);
    expect(screen.getByLabelText('선택값')).toHaveTextContent('21');
  });

  it('keeps a choice that is still in the new list', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness leagues={springLeagues} />);
    await user.selectOptions(screen.getByRole('combobox'), '토요 2부');
    expect(screen.getByLabelText('선택값')).toHaveTextContent('12');
    rerender(<Harness leagues={[...springLeagues, { leagueId: 13, leagueName: '토요 3부' }]} />);
    expect(screen.getByLabelText('선택값')).toHaveTextContent('12');
  });

  it('offers the all-leagues entry with an empty value and does not auto-select with showAll', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness leagues={springLeagues} showAll />);
    const select = screen.getByRole('combobox', { name: '순위 리그' });
    expect(screen.getByRole('option', { name: '전체 리그' })).toHaveValue('');
    expect(select).toHaveValue('');
    expect(screen.getByLabelText('선택값')).toHaveTextContent('');

    await user.selectOptions(select, '토요 1부');
    expect(screen.getByLabelText('선택값')).toHaveTextContent('11');
    // A league of another season is no longer a choice: back to all leagues, not to the first.
    rerender(<Harness leagues={fallLeagues} showAll />);
    expect(screen.getByLabelText('선택값')).toHaveTextContent('');
  });

  it('is disabled and says so when there is no league', () => {
    render(<Harness leagues={[]} />);
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(screen.getByRole('option', { name: '리그 없음' })).toBeInTheDocument();
  });
});
