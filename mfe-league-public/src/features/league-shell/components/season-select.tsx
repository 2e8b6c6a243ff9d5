import { useId } from 'react';
import { seasonChoiceLabel, type Season } from '@dugout/contracts';

export interface SeasonSelectProps {
  seasons: Season[];
  value: number | null;
  onChange: (seasonId: number) => void;
}

/** The top bar's season dropdown; the active season is marked. */
export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  const id = useId();
  if (seasons.length === 0) return <span className="lp-season lp-season--none">등록된 시즌이 없습니다</span>;
  return (
    <span className="lp-season">
      <label htmlFor={id} className="lp-season__label">
        시즌
      </label>
      <select
        id={id}
        className="lp-select"
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
