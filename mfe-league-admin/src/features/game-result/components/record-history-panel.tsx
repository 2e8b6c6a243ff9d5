import { formatDateTime, summarizeChanges, type GameRecordEditing, type GameRecordVersionItem } from '@dugout/contracts';
import { DataTable, Panel } from '@dugout/ui';
import { useGameRecordVersions } from '../api/get-game-record-versions';

const ACTION_LABELS: Record<GameRecordVersionItem['action'], string> = {
  final: '기록 확정',
  correction: '정정 시작',
  save: '정정 저장',
};

/** A line of the history table: a stored version, or the versions before the first stored one. */
interface HistoryLine {
  key: string;
  version: string;
  createdAt: string;
  action: string;
  user: string;
  reason: string;
  changes: string;
}

/**
 * The versions before the first one kept. Versions are kept from the record's 확정 on: the saves
 * before it (초안 저장, one version each) are not, nor is a record that came in already final (a
 * season file), which the first kept version then corrects.
 */
export function earlierVersionsLine(firstKept: GameRecordVersionItem): HistoryLine | null {
  if (firstKept.version <= 1) return null;
  const last = firstKept.version - 1;
  const version = last === 1 ? '1' : `1~${last}`;
  const drafts = firstKept.action === 'final';
  return {
    key: 'earlier',
    version,
    createdAt: '-',
    action: drafts ? '초안 저장' : '처음 등록',
    user: '-',
    reason: '-',
    changes: drafts
      ? `확정 전에 저장한 기록입니다 (저장할 때마다 버전이 하나씩 올라갑니다). 이력은 확정(버전 ${firstKept.version})부터 남습니다.`
      : `확정된 기록으로 등록되었습니다 (시즌 파일 등). 이력은 그 뒤의 정정(버전 ${firstKept.version})부터 남습니다.`,
  };
}

/** The official record's versions (확정, 정정) newest first, with who, when, why and what changed. Hidden until the record is final. */
export function RecordHistoryPanel({ editing, version }: { editing: GameRecordEditing; version: number | null }) {
  const versions = useGameRecordVersions(editing.gameId, version);
  if (versions.error || !versions.data || versions.data.length === 0) return null;
  const sides = {
    visit: { teamName: editing.visitTeamName, batting: editing.players.visit, pitching: editing.players.visit },
    home: { teamName: editing.homeTeamName, batting: editing.players.home, pitching: editing.players.home },
  };
  const kept = [...versions.data].sort((a, b) => b.version - a.version);
  const lines: HistoryLine[] = kept.map((item) => ({
    key: String(item.version),
    version: String(item.version),
    createdAt: formatDateTime(item.createdAt),
    action: ACTION_LABELS[item.action] ?? item.action,
    user: item.username ?? '알 수 없음',
    reason: item.reason ?? '-',
    changes: summarizeChanges(item.changes, sides) || '-',
  }));
  const earlier = earlierVersionsLine(kept[kept.length - 1] as GameRecordVersionItem);
  if (earlier) lines.push(earlier);
  return (
    <Panel title="기록 이력">
      <DataTable
        rows={lines}
        rowKey={(line) => line.key}
        emptyMessage="이력이 없습니다."
        stackOnNarrow
        columns={[
          { key: 'version', header: '버전' },
          { key: 'createdAt', header: '일시' },
          { key: 'action', header: '작업' },
          { key: 'user', header: '작업자' },
          { key: 'reason', header: '사유', render: (line) => <span className="dg-game-result__history-text">{line.reason}</span> },
          { key: 'changes', header: '변경 내용', render: (line) => <span className="dg-game-result__history-text">{line.changes}</span> },
        ]}
      />
    </Panel>
  );
}
