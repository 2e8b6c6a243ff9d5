import type { NarratedHalfInning, NarrationItem, PlaysPublic, PlayStateView } from '@dugout/play-by-play';
import { Block } from '../../../shared/components/block';
import './play-by-play.css';

const halfLabel = (inning: number, half: 0 | 1) => `${inning}회${half === 0 ? '초' : '말'}`;
const BASE_NAMES = ['1루', '2루', '3루'] as const;

/** The 문자 중계 of a game recorded play by play: the moment's scoreboard while live, then the plays by half inning. */
export function PlayByPlay({ plays }: { plays: PlaysPublic }) {
  const { state, narration } = plays;
  // While live the half inning being played leads; once over the game reads from the first pitch.
  const halves = state.over ? narration : [...narration].reverse();
  return (
    <Block title="문자 중계" className="lp-pbp">
      {state.over ? null : <LiveBoard plays={plays} />}
      {halves.length === 0 ? (
        <p className="lp-pbp__empty">아직 기록된 플레이가 없습니다.</p>
      ) : (
        <ol className="lp-pbp__halves">
          {halves.map((half) => (
            <HalfInning key={`${half.inning}-${half.half}`} half={half} />
          ))}
        </ol>
      )}
    </Block>
  );
}

function HalfInning({ half }: { half: NarratedHalfInning }) {
  return (
    <li className="lp-pbp__half">
      <h3 className="lp-pbp__heading">{half.heading}</h3>
      <ol className="lp-pbp__items">
        {half.items.map((item, index) => (
          // Items are only ever appended (an undo drops the last), so the index keeps a disclosure's open state.
          <Item key={index} item={item} />
        ))}
      </ol>
      {/* The half being played has no summary yet. */}
      {half.summary ? <p className="lp-pbp__summary">{half.summary}</p> : null}
    </li>
  );
}

function Item({ item }: { item: NarrationItem }) {
  const quiet = item.kind === 'substitution' || item.kind === 'note';
  const className = ['lp-pbp__item', quiet ? 'lp-pbp__item--quiet' : '', item.scoring ? 'lp-pbp__item--scoring' : ''].filter(Boolean).join(' ');
  return (
    <li className={className}>
      <p className="lp-pbp__text">
        {/* The sentence of a scoring play ends with the score after it, "(2:0)". */}
        {item.scoring ? <span className="lp-pbp__badge">득점</span> : null}
        <span>{item.text}</span>
      </p>
      {item.pitches.length > 0 ? (
        <details className="lp-pbp__pitches">
          <summary>투구 {item.pitches.length}개</summary>
          <ol>
            {item.pitches.map((pitch, index) => (
              <li key={index}>{pitch}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}

/** The moment of a live game: the inning, the score, the runners, the count, the batter and the pitcher. */
function LiveBoard({ plays }: { plays: PlaysPublic }) {
  const { state, players } = plays;
  const name = (playerId: string | null) => (playerId === null ? '-' : (players[playerId] ?? playerId));
  const batting = state.half === 0 ? plays.visitTeamName : plays.homeTeamName;
  const occupied = state.bases.flatMap((runner, index) => (runner === null ? [] : [BASE_NAMES[index]]));
  return (
    <section className="lp-pbp-board" aria-label="현재 상황">
      <p className="lp-pbp-board__inning">
        <strong>{halfLabel(state.inning, state.half)}</strong> {batting} 공격
      </p>
      <p className="lp-pbp-board__score">
        <span>{plays.visitTeamName}</span>
        <strong>{state.score[0]}</strong>
        <span aria-hidden="true">:</span>
        <strong>{state.score[1]}</strong>
        <span>{plays.homeTeamName}</span>
      </p>
      <div className="lp-pbp-board__field">
        <Diamond bases={state.bases} label={occupied.length === 0 ? '주자 없음' : `주자 ${occupied.join(', ')}`} />
        <Count state={state} />
      </div>
      <dl className="lp-pbp-board__players">
        <div>
          <dt>타자</dt>
          <dd>
            {state.batter.slot > 0 ? `${state.batter.slot}번 ` : ''}
            {name(state.batter.playerId)}
          </dd>
        </div>
        <div>
          <dt>투수</dt>
          <dd>{name(state.pitchers[state.half === 0 ? 1 : 0])}</dd>
        </div>
      </dl>
    </section>
  );
}

function Diamond({ bases, label }: { bases: PlayStateView['bases']; label: string }) {
  // 2루 at the top, 1루 on the right, 3루 on the left, home at the bottom.
  const points: [number, number][] = [
    [46, 30],
    [30, 14],
    [14, 30],
  ];
  return (
    <svg className="lp-pbp-diamond" viewBox="0 0 60 50" role="img" aria-label={label}>
      {points.map(([x, y], index) => (
        <rect
          key={index}
          x={x - 7}
          y={y - 7}
          width="14"
          height="14"
          transform={`rotate(45 ${x} ${y})`}
          className={bases[index] === null ? 'lp-pbp-diamond__base' : 'lp-pbp-diamond__base lp-pbp-diamond__base--on'}
        />
      ))}
      <rect x="25" y="39" width="10" height="10" transform="rotate(45 30 44)" className="lp-pbp-diamond__home" />
    </svg>
  );
}

function Count({ state }: { state: PlayStateView }) {
  const rows = [
    ['B', state.balls, 3, 'ball'],
    ['S', state.strikes, 2, 'strike'],
    ['O', state.outs, 2, 'out'],
  ] as const;
  return (
    <div className="lp-pbp-count" role="img" aria-label={`${state.balls}볼 ${state.strikes}스트라이크 ${state.outs}아웃`}>
      {rows.map(([letter, count, max, kind]) => (
        <div key={letter} className={`lp-pbp-count__row lp-pbp-count__row--${kind}`}>
          <span className="lp-pbp-count__letter">{letter}</span>
          {Array.from({ length: max }, (_, index) => (
            <span key={index} className={index < count ? 'lp-pbp-count__dot lp-pbp-count__dot--on' : 'lp-pbp-count__dot'} />
          ))}
        </div>
      ))}
    </div>
  );
}
