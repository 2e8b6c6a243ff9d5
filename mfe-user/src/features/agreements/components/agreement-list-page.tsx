import { Link } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { agreementPath, formatDateTime, type AgreementListItem } from '@dugout/contracts';
import { EmptyState, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useAgreementList } from '../api/get-agreement-list';
import './agreements.css';

export const NO_AGREEMENT_SEASONS = '참가 중인 리그 시즌이 없습니다. 소속 팀이 리그에 선수로 등록하면 이곳에서 참가 서약서에 서명할 수 있습니다.';

function AgreementState({ item }: { item: AgreementListItem }) {
  if (item.signedAt) {
    return (
      <div>
        <span className="agreement-list__state--signed">서명 완료</span> <span>{formatDateTime(item.signedAt)}</span>{' '}
        <Link to={`/user/agreementList/${item.seasonId}`}>서약서 보기</Link>
      </div>
    );
  }
  if (!item.hasAgreement) return <span>리그가 아직 서약서를 작성하지 않았습니다.</span>;
  return <Link to={agreementPath(item.leaguePath, item.seasonId)}>서약서 읽고 서명하기</Link>;
}

/** /user/agreementList: the seasons the member plays in, signed or not, newest first. */
export function AgreementListPage() {
  const userId = useSession()?.userId;
  const { data, error, mutate } = useAgreementList(userId);

  return (
    <div className="agreements">
      <PageHeader title="리그 참가 동의서" description="선수로 등록된 리그 시즌의 참가 서약서입니다. 서명 일시는 한국 시간입니다." />
      <Panel>
        {error ? (
          <ErrorPanel title="참가 서약서 목록을 불러오지 못했습니다." message={error.message} onRetry={() => void mutate()} />
        ) : !data ? (
          <Skeleton lines={4} label="참가 서약서 목록을 불러오는 중입니다…" />
        ) : data.length === 0 ? (
          <EmptyState message={NO_AGREEMENT_SEASONS} />
        ) : (
          <ul className="agreement-list" aria-label="참가 서약서 목록">
            {data.map((item) => (
              <li key={item.seasonId} className="agreement-list__item">
                <div>
                  <p className="agreement-list__title">
                    {item.mainName} {item.seasonName}
                  </p>
                  <p className="agreement-list__detail">
                    {item.players.map((player) => `${player.playerName} · ${player.teamName} (${player.leagueName})`).join(', ')}
                  </p>
                </div>
                <AgreementState item={item} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
