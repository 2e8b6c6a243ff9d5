import type { BattingCount, GameRecordVersionItem, PitchingCount } from '../api';
import { pitcherResults, winTypes } from '../enums';
import { BATTING_COUNT_LABELS, PITCHING_COUNT_LABELS } from './box-score.format';
import { formatInnings } from './number.format';
import { positionLabel } from './position.format';

const BATTING_FIELDS: Record<BattingCount | 'batNum' | 'subOrder' | 'position', string> = {
  batNum: '타순',
  subOrder: '교체 순서',
  position: '포지션',
  ...BATTING_COUNT_LABELS,
};

const PITCHING_FIELDS: Record<PitchingCount | 'order' | 'starter' | 'decision', string> = {
  order: '등판 순서',
  starter: '선발',
  decision: '결과',
  ...PITCHING_COUNT_LABELS,
};

const TOTAL_FIELDS: Record<string, string> = { runs: '득점', hits: '안타', errors: '실책', walks: '사사구' };

type Side = 'visit' | 'home';
type Change = [unknown, unknown];

/** One subject (a team's inning, a player's line ...) and what changed on it. */
interface ChangeGroup {
  subject: string;
  fields: { label: string; before: string; after: string }[];
  /** Every field was empty before (a line added) or after (a line removed). */
  added: boolean;
  removed: boolean;
}

const empty = (value: unknown) => value === null || value === undefined || value === '';
const plain = (value: unknown) => (empty(value) ? '-' : String(value));

/** A side as the change summary names it: the team and the players of its lines. */
export interface ChangeSummarySide {
  teamName: string;
  batting: readonly { playerId: number; playerName: string }[];
  pitching: readonly { playerId: number; playerName: string }[];
}

/**
 * A version's changes in short Korean: "강서 타이거즈 4회 0 → 2", "홍길동(타격) 안타 1 → 2, 타점 0 → 1",
 * at most `limit` subjects and then "외 N건". Paths as the API keeps them: winType, winnerSide,
 * lineScore.visit[3], visit.runs, batting[visit:12].h, pitching[home:13].outs.
 */
export function summarizeChanges(changes: GameRecordVersionItem['changes'], game: Record<Side, ChangeSummarySide>, limit = 5): string {
  const teamName = (side: string) => (side === 'visit' || side === 'home' ? game[side].teamName : side);
  const playerName = (kind: 'batting' | 'pitching', side: Side, playerId: number) => {
    const rows: { playerId: number; playerName: string }[] = [...game[side].batting, ...game[side].pitching];
    const found = rows.find((row) => row.playerId === playerId);
    return `${found ? found.playerName : `${teamName(side)} 선수 #${playerId}`}(${kind === 'batting' ? '타격' : '투구'})`;
  };

  const groups = new Map<string, ChangeGroup>();
  const add = (key: string, subject: string, label: string, [before, after]: Change, show: (value: unknown) => string = plain) => {
    let group = groups.get(key);
    if (!group) {
      group = { subject, fields: [], added: true, removed: true };
      groups.set(key, group);
    }
    group.fields.push({ label, before: show(before), after: show(after) });
    if (!empty(before)) group.added = false;
    if (!empty(after)) group.removed = false;
  };

  for (const [path, change] of Object.entries(changes)) {
    let match: RegExpMatchArray | null;
    if (path === 'winType') {
      add(path, '경기 결과', '', change, (value) => (empty(value) ? '-' : winTypes.label(String(value)) || String(value)));
    } else if (path === 'winnerSide') {
      add(path, '승리 팀', '', change, (value) => (empty(value) ? '없음' : teamName(String(value))));
    } else if ((match = /^lineScore\.(visit|home)\[(\d+)\]$/.exec(path))) {
      add(path, `${teamName(match[1])} ${Number(match[2]) + 1}회`, '', change);
    } else if ((match = /^(visit|home)\.(\w+)$/.exec(path))) {
      add(`${match[1]}.total`, teamName(match[1]), TOTAL_FIELDS[match[2]] ?? match[2], change);
    } else if ((match = /^(batting|pitching)\[(visit|home):(\d+)\]\.(\w+)$/.exec(path))) {
      const kind = match[1] as 'batting' | 'pitching';
      const field = match[4];
      const labels: Record<string, string> = kind === 'batting' ? BATTING_FIELDS : PITCHING_FIELDS;
      const show = (value: unknown) => {
        if (empty(value)) return '-';
        if (field === 'position') return positionLabel(String(value));
        if (field === 'decision') return pitcherResults.label(String(value)) || String(value);
        if (field === 'starter') return value ? '예' : '아니오';
        if (field === 'outs') return formatInnings(Number(value));
        return String(value);
      };
      add(`${kind}[${match[2]}:${match[3]}]`, playerName(kind, match[2] as Side, Number(match[3])), labels[field] ?? field, change, show);
    } else {
      add(path, path, '', change);
    }
  }

  const parts = [...groups.values()].map((group) => {
    if (group.added && group.fields.length > 1) return `${group.subject} 추가`;
    if (group.removed && group.fields.length > 1) return `${group.subject} 삭제`;
    const fields = group.fields.map(({ label, before, after }) => `${label ? `${label} ` : ''}${before} → ${after}`);
    return `${group.subject} ${fields.join(', ')}`;
  });
  if (parts.length === 0) return '';
  const shown = parts.slice(0, limit).join(' · ');
  return parts.length > limit ? `${shown} 외 ${parts.length - limit}건` : shown;
}
