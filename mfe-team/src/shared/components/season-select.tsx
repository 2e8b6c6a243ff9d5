import type { TeamPageSeasons } from '@dugout/contracts';

/** The team's seasons, newest first, named with their league main. */
export function SeasonSelect({ seasons, value, onChange }: { seasons: TeamPageSeasons; value: number; onChange: (seasonId: number) => void }) {
  return (
    <label className="tp-select">
      <span>시즌</span>
      <select className="dg-input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {seasons.map((season) => (
          <option key={season.seasonId} value={season.seasonId}>
            {season.seasonName} · {season.mainName}
          </option>
        ))}
      </select>
    </label>
  );
}
