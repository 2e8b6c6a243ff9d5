import { pitcherResults, type BattingCount, type BoxSide, type PitchingCount } from '@dugout/contracts';
import { BattingBoxTable, LineScoreTable, PitchingBoxTable } from '@dugout/ui';
import { ScrollTable } from '../../../shared/components/scroll-table';

/** The line score in its scroll box (the table is the UI kit's, shared with the team pages). */
export function LineScore({ visit, home }: { visit: BoxSide; home: BoxSide }) {
  return (
    <ScrollTable label="이닝별 득점">
      <LineScoreTable visit={visit} home={home} />
    </ScrollTable>
  );
}

const BATTING_COUNTS: readonly BattingCount[] = ['pa', 'ab', 'r', 'h', 'b2', 'b3', 'hr', 'rbi', 'bb', 'hbp', 'so', 'sb'];
const PITCHING_COUNTS = ['bf', 'pitches', 'h', 'hr', 'bb', 'hbp', 'so', 'r', 'er'] as const satisfies readonly PitchingCount[];

export function BattingBox({ side }: { side: BoxSide }) {
  return (
    <ScrollTable label={`${side.teamName} 타격 기록`}>
      <BattingBoxTable side={side} counts={BATTING_COUNTS} layout="scoresheet" className="dg-table--sticky-first lp-box lp-box--batting" />
    </ScrollTable>
  );
}

export function PitchingBox({ side }: { side: BoxSide }) {
  return (
    <ScrollTable label={`${side.teamName} 투수 기록`}>
      <PitchingBoxTable side={side} counts={PITCHING_COUNTS} starterTagClassName="lp-tag" className="dg-table--sticky-first lp-box" />
    </ScrollTable>
  );
}

/** 승, 패, 세이브, 홀드 with the pitchers who got them. */
export function PitcherDecisions({ visit, home }: { visit: BoxSide; home: BoxSide }) {
  const order = { w: 0, l: 1, s: 2, h: 3 } as const;
  const decided = [...visit.pitching, ...home.pitching].flatMap((row) => (row.decision ? [{ ...row, decision: row.decision }] : []));
  if (decided.length === 0) return null;
  return (
    <dl className="lp-decisions">
      {decided
        .sort((a, b) => order[a.decision] - order[b.decision])
        .map((row) => (
          <div key={`${row.playerId}-${row.decision}`} className={`lp-decisions__item lp-decisions__item--${row.decision}`}>
            <dt>{pitcherResults.label(row.decision)}</dt>
            <dd>{row.playerName}</dd>
          </div>
        ))}
    </dl>
  );
}
