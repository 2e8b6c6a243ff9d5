import { useId } from 'react';
import { LEAGUE_FIRST_VIEW_CLASS, seasonChoiceLabel, type Season } from '@dugout/contracts';

const { season: seasonClass } = LEAGUE_FIRST_VIEW_CLASS;

export interface SeasonSelectProps {
  seasons: Season[];
  value: number | null;
  onChange: (seasonId: number) => void;
}

/** The top bar's season dropdown; the active season is marked. */
export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  const id = useId();
  if (seasons.length === 0) return <span className={`${seasonClass.root} lp-season--none`}>등록된 시즌이 없습니다</span>;
  return (
    <span className={seasonClass.root}>
      <label htmlFor={id} className={seasonClass.label}>
        시즌
      </label>
      <select
        id={id}
        className={seasonClass.select}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {seasons.map((season) => (
          <option key={season.seasonId} value={season.seasonId}>
            {seasonChoiceLabel(season)}
          </option>
        ))}
      </select>
    </span>
  );
}
