import { useId, type FocusEventHandler } from 'react';
import { ALL_LEAGUES_LABEL, parseLeagueSelectValue, type LeagueOption, type LeagueSelectValue } from './league-options';
import './league-select.css';

export interface AdminLeagueSelectProps {
  leagues: readonly LeagueOption[];
  value: LeagueSelectValue;
  onChange: (value: LeagueSelectValue) => void;
  /** Adds the all-leagues entry (empty value); without it the empty value reads "choose a league". */
  showAll?: boolean;
  allLabel?: string;
  placeholder?: string;
  label?: string;
  /** For forms (formik): the field name, blur handler and error text under the field. */
  name?: string;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  error?: string | false | null;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The league select of the admin screens: a labelled form field that never picks a league by
 * itself, so "no league chosen" stays a state the form can check (the schedule form alerts on it).
 */
export function AdminLeagueSelect({
  leagues,
  value,
  onChange,
  showAll = false,
  allLabel = ALL_LEAGUES_LABEL,
  placeholder = '리그를 선택하세요',
  label = '리그',
  name,
  onBlur,
  error,
  required,
  disabled,
}: AdminLeagueSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hasError = Boolean(error);
  return (
    <div className="dg-field dg-league-select--admin">
      <label htmlFor={id} className="dg-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={['dg-input', hasError ? 'dg-input--invalid' : ''].filter(Boolean).join(' ')}
        value={String(value)}
        required={required}
        disabled={disabled}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? errorId : undefined}
        onBlur={onBlur}
        onChange={(event) => onChange(parseLeagueSelectValue(event.target.value))}
      >
        <option value="">{showAll ? allLabel : placeholder}</option>
        {leagues.map((league) => (
          <option key={league.leagueId} value={league.leagueId}>
            {league.leagueName}
          </option>
        ))}
      </select>
      {hasError ? (
        <p id={errorId} className="dg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
