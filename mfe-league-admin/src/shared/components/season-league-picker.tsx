import { useId } from 'react';
import { LeagueSelect, type LeagueSelectValue } from '@dugout/ui';
import { seasonChoiceLabel, type Season } from '@dugout/contracts';
import { useSeasonLeagues } from '../api/get-season-leagues';
import './season-league-picker.css';

export interface SeasonLeagueChoice {
  seasonId: number | null;
  leagueId: number | null;
}

interface SeasonLeaguePickerProps {
  seasons: readonly Season[];
  value: SeasonLeagueChoice;
  onChange: (choice: SeasonLeagueChoice) => void;
  /** Without it only the season is chosen (e.g. the leagues screen). */
  withLeague?: boolean;
}

/** The season of a league main, from its base data: the given one, else the active one, else the first. */
export function defaultSeasonId(seasons: readonly Season[], wanted?: number | null): number | null {
  if (wanted && seasons.some((season) => season.seasonId === wanted)) return wanted;
  return seasons.find((season) => season.active)?.seasonId ?? seasons[0]?.seasonId ?? null;
}

/**
 * The season dropdown and the league select of the admin screens that work on one league of one
 * season (team management, teams and players). Changing the season clears the league; the league
 * select picks the season's first league by itself.
 */
export function SeasonLeaguePicker({ seasons, value, onChange, withLeague = true }: SeasonLeaguePickerProps) {
  const seasonFieldId = useId();
  const leagues = useSeasonLeagues(withLeague ? value.seasonId : null);
  return (
    <div className="dg-admin-picker">
      <span className="dg-admin-picker__field">
        <label htmlFor={seasonFieldId}>시즌</label>
        <select
          id={seasonFieldId}
          className="dg-input"
          value={value.seasonId ?? ''}
          onChange={(event) => onChange({ seasonId: event.target.value ? Number(event.target.value) : null, leagueId: null })}
        >
          {seasons.length === 0 ? <option value="">등록된 시즌이 없습니다</option> : null}
          {seasons.map((season) => (
            <option key={season.seasonId} value={season.seasonId}>
              {seasonChoiceLabel(season)}
            </option>
          ))}
        </select>
      </span>
      {withLeague ? (
        <LeagueSelect
          leagues={leagues.data ?? []}
          value={value.leagueId ?? ''}
          showLabel
          label="리그"
          disabled={!leagues.data || leagues.data.length === 0}
          onChange={(leagueId: LeagueSelectValue) => onChange({ seasonId: value.seasonId, leagueId: leagueId === '' ? null : leagueId })}
        />
      ) : null}
    </div>
  );
}
