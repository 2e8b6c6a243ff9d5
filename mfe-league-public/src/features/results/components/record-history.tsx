import { useSession } from '@dugout/auth';
import { formatDateTime, summarizeChanges, type GameDetail, type GameRecordVersionItem } from '@dugout/contracts';
import { Block } from '../../../shared/components/block';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { useGameRecordVersions } from '../api/get-game-record-versions';

const ACTION_LABELS: Record<GameRecordVersionItem['action'], string> = {
  final: '기록 확정',
  correction: '정정 시작',
  save: '정정 저장',
};

/**
 * 정정 이력: the official record's versions, for a manager of the league with the game role. Asked only
 * when logged in; the API decides who may see it, and a refusal (or any failure) hides the section.
 */
export function RecordHistory({ gameId, game }: { gameId: number; game: Pick<GameDetail, 'visit' | 'home'> }) {
  const session = useSession();
  const versions = useGameRecordVersions(gameId, session?.userId ?? null);
  if (!session || versions.error || !versions.data || versions.data.length === 0) return null;
  return (
    <Block title="정정 이력" className="lp-record-history-block">
      <p className="lp-record-history__note">리그 관리자에게만 보이는 확정 기록의 변경 이력입니다.</p>
      <ScrollTable label="정정 이력">
        <table className="dg-table dg-table--sticky-first lp-record-history">
          <caption className="dg-visually-hidden">정정 이력</caption>
          <thead>
            <tr>
              <th scope="col">버전</th>
              <th scope="col">일시</th>
              <th scope="col">작업</th>
              <th scope="col">작업자</th>
              <th scope="col">사유</th>
              <th scope="col">변경 내용</th>
            </tr>
          </thead>
          <tbody>
            {[...versions.data]
              .sort((a, b) => b.version - a.version)
              .map((item) => (
                <tr key={item.version}>
                  <td>{item.version}</td>
                  <td>{formatDateTime(item.createdAt)}</td>
                  <td>{ACTION_LABELS[item.action] ?? item.action}</td>
                  <td>{item.username ?? '알 수 없음'}</td>
                  <td>{item.reason ?? '-'}</td>
                  <td>{summarizeChanges(item.changes, game) || '-'}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </ScrollTable>
    </Block>
  );
}
