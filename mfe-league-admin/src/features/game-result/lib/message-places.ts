import type { BattingCount, EntryPlayer, GameSide, PitchingCount } from '@dugout/contracts';
import { BATTING_LABELS, PITCHING_LABELS, TOTAL_NAMES, type EntryDraft, type TotalField } from './entry-draft';

const FIELD_NAMES: Record<string, string> = { playerId: '선수', batNum: '타순', subOrder: '교체 순서', decision: '결과', position: '수비 위치' };
const TOP_NAMES: Record<string, string> = {
  winType: '승리 유형',
  winnerSide: '승리 팀',
  'decisions.w': '승리 투수',
  'decisions.l': '패전 투수',
  'decisions.s': '세이브 투수',
  version: '기록 버전',
  record: '경기 기록',
};

/** Where a check message points, in words: "원정 타자 김철수 안타", "홈 3회". */
export function placeOf(path: string, draft: EntryDraft, teamNames: Record<GameSide, string>, players: Record<GameSide, EntryPlayer[]>): string {
  if (TOP_NAMES[path]) return TOP_NAMES[path];
  const name = (side: GameSide, playerId: number | null) => players[side].find((player) => player.playerId === playerId)?.playerName ?? '선수 미선택';
  let match = /^lineScore\.(visit|home)(?:\[(\d+)\])?$/.exec(path);
  if (match) return `${teamNames[match[1] as GameSide]} ${match[2] === undefined ? '이닝별 점수' : `${Number(match[2]) + 1}회`}`;
  match = /^(visit|home)\.(runs|hits|errors|walks)$/.exec(path);
  if (match) return `${teamNames[match[1] as GameSide]} ${TOTAL_NAMES[match[2] as TotalField]}`;
  match = /^batting\[(\d+)\](?:\.(\w+))?$/.exec(path);
  if (match) {
    const line = draft.batting[Number(match[1])];
    const field = match[2] ?? '';
    if (line) return `${teamNames[line.side]} 타자 ${name(line.side, line.playerId)} ${BATTING_LABELS[field as BattingCount] ?? FIELD_NAMES[field] ?? ''}`.trim();
  }
  match = /^pitching\[(\d+)\](?:\.(\w+))?$/.exec(path);
  if (match) {
    const line = draft.pitching[Number(match[1])];
    const field = match[2] ?? '';
    if (line) return `${teamNames[line.side]} 투수 ${name(line.side, line.playerId)} ${PITCHING_LABELS[field as PitchingCount] ?? FIELD_NAMES[field] ?? ''}`.trim();
  }
  match = /^(batting|pitching)Totals\.(visit|home)\.(\w+)$/.exec(path);
  if (match) {
    const labels: Record<string, string> = match[1] === 'batting' ? BATTING_LABELS : PITCHING_LABELS;
    return `${teamNames[match[2] as GameSide]} ${match[1] === 'batting' ? '타자' : '투수'} ${labels[match[3]] ?? match[3]} 합계`;
  }
  return '경기 기록';
}
