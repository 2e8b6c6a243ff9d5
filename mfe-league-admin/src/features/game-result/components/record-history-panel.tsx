import { formatDateTime, summarizeChanges, type GameRecordEditing, type GameRecordVersionItem } from '@dugout/contracts';
import { DataTable, Panel } from '@dugout/ui';
import { useGameRecordVersions } from '../api/get-game-record-versions';

const ACTION_LABELS: Record<GameRecordVersionItem['action'], string> = {
  final: '기록 확정',
  correction: '정정 시작',
  save: '정정 저장',
};

/** The official record's versions (확정, 정정) newest first, with who, when, why and what changed. Hidden until the record is final. */
export function RecordHistoryPanel({ editing, version }: { editing: GameRecordEditing; version: number | null }) {
  const versions = useGameRecordVersions(editing.gameId, version);
  if (versions.error || !versions.data || versions.data.length === 0) return null;
  const sides = {
    visit: { teamName: editing.visitTeamName, batting: editing.players.visit, pitching: editing.players.visit },
    home: { teamName: editing.homeTeamName, batting: editing.players.home, pitching: editing.players.home },
  };
  return (
    <Panel title="기록 이력">
      <DataTable
        rows={[...versions.data].sort((a, b) => b.version - a.version)}
        rowKey={(item) => item.version}
        emptyMessage="이력이 없습니다."
        columns={[
          { key: 'version', header: '버전', render: (item) => item.version },
          { key: 'createdAt', header: '일시', render: (item) => formatDateTime(item.createdAt) },
          { key: 'action', header: '작업', render: (item) => ACTION_LABELS[item.action] ?? item.action },
          { key: 'user', header: '작업자', render: (item) => item.username ?? '알 수 없음' },
          { key: 'reason', header: '사유', render: (item) => item.reason ?? '-' },
          { key: 'changes', header: '변경 내용', render: (item) => summarizeChanges(item.changes, sides) || '-' },
        ]}
      />
    </Panel>
  );
}
