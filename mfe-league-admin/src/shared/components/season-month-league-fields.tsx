import { useId } from 'react';
import { seasonChoiceLabel } from '@dugout/contracts';
import type { SeasonMonthLeague, SeasonMonthLeagueChoice } from '../hooks/use-season-month-league';
import './season-month-league-fields.css';

export interface SeasonMonthLeagueFieldsProps {
  filter: SeasonMonthLeague;
  /** A new season comes with its month and league cleared. */
  onChange: (choice: Partial<SeasonMonthLeagueChoice>) => void;
}

/** The season, month and league (or all) fields of the schedule and game lists. */
export function SeasonMonthLeagueFields({ filter, onChange }: SeasonMonthLeagueFieldsProps) {
  const seasonFieldId = useId();
  const monthFieldId = useId();
  const leagueFieldId = useId();
  return (
    <div className="dg-season-filters">
      <div className="dg-field">
        <label htmlFor={seasonFieldId} className="dg-field__label">
          시즌
        </label>
        <select
          id={seasonFieldId}
          className="dg-input"
          value={filter.seasonId ?? ''}
          onChange={(event) => onChange({ seasonId: Number(event.target.value) || null, month: null, leagueId: null })}
        >
          {filter.seasons.length === 0 ? <option value="">등록된 시즌이 없습니다</option> : null}
          {filter.seasons.map((season) => (
            <option key={season.seasonId} value={season.seasonId}>
              {seasonChoiceLabel(season)}
            </option>
          ))}
        </select>
      </div>
      <div className="dg-field">
        <label htmlFor={monthFieldId} className="dg-field__label">
          월
        </label>
        <select id={monthFieldId} className="dg-input" value={filter.month} onChange={(event) => onChange({ month: event.target.value })}>
          {filter.months.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="dg-field">
        <label htmlFor={leagueFieldId} className="dg-field__label">
          리그
        </label>
        <select id={leagueFieldId} className="dg-input" value={filter.leagueId ?? ''} onChange={(event) => onChange({ leagueId: Number(event.target.value) || null })}>
          <option value="">전체</option>
          {(filter.leagues.data ?? []).map((league) => (
            <option key={league.leagueId} value={league.leagueId}>
              {league.leagueName}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
