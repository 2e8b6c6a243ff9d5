import { useEffect, useId, useRef } from 'react';
import {
  ALL_LEAGUES_LABEL,
  leagueListKey,
  parseLeagueSelectValue,
  type LeagueOption,
  type LeagueSelectValue,
} from './league-options';
import './league-select.css';

export interface LeagueSelectProps {
  leagues: readonly LeagueOption[];
  value: LeagueSelectValue;
  onChange: (value: LeagueSelectValue) => void;
  /** Adds the all-leagues entry (empty value) at the top and turns the auto-select off. */
  showAll?: boolean;
  allLabel?: string;
  /** Accessible name; visually hidden unless showLabel. */
  label?: string;
  showLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The league select box of the public pages. When the list of leagues changes (a season was
 * chosen, the leagues arrived) and the current value is not one of them, it selects the first
 * league by itself, unless showAll is set: then "all leagues" is a valid choice and a value
 * that left the list falls back to it.
 */
export function LeagueSelect({
  leagues,
  value,
  onChange,
  showAll = false,
  allLabel = ALL_LEAGUES_LABEL,
  label = '리그 선택',
  showLabel = false,
  disabled,
  className,
}: LeagueSelectProps) {
  const id = useId();
  const listKey = leagueListKey(leagues);
  // The latest props for the effect, which only re-runs when the list itself changes.
  const latest = useRef({ leagues, value, onChange, showAll });
  latest.current = { leagues, value, onChange, showAll };

  useEffect(() => {
    const current = latest.current;
    const inList = current.leagues.some((league) => league.leagueId === current.value);
    if (current.showAll) {
      if (current.value !== '' && !inList) current.onChange('');
      return;
    }
    if (!inList && current.leagues.length > 0) current.onChange(current.leagues[0].leagueId);
  }, [listKey]);

  return (
    <span className={['dg-league-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={showLabel ? 'dg-league-select__label' : 'dg-visually-hidden'}>
        {label}
      </label>
      <select
        id={id}
        className="dg-league-select__control"
        value={String(value)}
        disabled={disabled || (leagues.length === 0 && !showAll)}
        onChange={(event) => onChange(parseLeagueSelectValue(event.target.value))}
      >
        {showAll ? <option value="">{allLabel}</option> : null}
        {!showAll && leagues.length === 0 ? <option value="">리그 없음</option> : null}
        {leagues.map((league) => (
          <option key={league.leagueId} value={league.leagueId}>
            {league.leagueName}
          </option>
        ))}
      </select>
    </span>
  );
}
