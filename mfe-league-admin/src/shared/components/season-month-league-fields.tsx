import { useId } from 'react';
import { seasonChoiceLabel, type League, type MonthChoice, type Season } from '@dugout/contracts';

export interface SeasonMonthLeagueFieldsProps {
  seasons: readonly Season[];
  seasonId: number | null;
  /** A new season: the screen clears its month and league choices. */
  onSeasonChange: (seasonId: number | null) => void;
  months: readonly MonthChoice[];
  month: string;
  onMonthChange: (month: string) => void;
  leagues: readonly League[];
  /** null: all leagues of the season. */
  leagueId: number | null;
  onLeagueChange: (leagueId: number | null) => void;
}

/** The season, month and league (or all) fields of the schedule and game lists. */
export function SeasonMonthLeagueFields(props: SeasonMonthLeagueFieldsProps) {
  const seasonFieldId = useId();
  const monthFieldId = useId();
  const leagueFieldId = useId();
  return (
    <>
      <div className="dg-field">
        <label htmlFor={seasonFieldId} className="dg-field__label">
          시즌
        </label>
        <select id={seasonFieldId} className="dg-input" value={props.seasonId ?? ''} onChange={(event) => props.onSeasonChange(Number(event.target.value) || null)}>
          {props.seasons.length === 0 ? <option value="">등록된 시즌이 없습니다</option> : null}
          {props.seasons.map((season) => (
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
        <select id={monthFieldId} className="dg-input" value={props.month} onChange={(event) => props.onMonthChange(event.target.value)}>
          {props.months.map((choice) => (
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
        <select id={leagueFieldId} className="dg-input" value={props.leagueId ?? ''} onChange={(event) => props.onLeagueChange(Number(event.target.value) || null)}>
          <option value="">전체</option>
          {props.leagues.map((league) => (
            <option key={league.leagueId} value={league.leagueId}>
              {league.leagueName}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
