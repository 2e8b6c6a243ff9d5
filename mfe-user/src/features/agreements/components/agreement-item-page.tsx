import { Link, useParams } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { formatDateTime } from '@dugout/contracts';
import { ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useAgreementItem } from '../api/get-agreement-item';
import { AgreementText } from './agreement-text';
import './agreements.css';

/** /user/agreementList/{seasonId}: the agreement as the member signed it, with the date and time in Korean time. */
export function AgreementItemPage() {
  const { seasonId = '' } = useParams<{ seasonId: string }>();
  const userId = useSession()?.userId;
  const { data, error, mutate } = useAgreementItem(userId, seasonId);

  if (error) {
    return (
      <div className="agreements">
        <ErrorPanel title="서명한 참가 서약서를 불러오지 못했습니다." message={error.message} onRetry={() => void mutate()} />
        <p>
          <Link to="/user/agreementList">참가 서약서 목록으로</Link>
        </p>
      </div>
    );
  }
  if (!data) return <Skeleton lines={6} label="서명한 참가 서약서를 불러오는 중입니다…" />;

  return (
    <div className="agreements">
      <PageHeader title="리그 참가 서약서" description={`${data.mainName} ${data.seasonName}`} />
      <Panel>
        <AgreementText content={data.content} />
        <dl className="agreement__meta" aria-label="서명 정보">
          <dt>선수</dt>
          <dd>{data.signature.playerName}</dd>
          <dt>서명</dt>
          <dd>{data.signature.signName}</dd>
          <dt>서명 일시</dt>
          <dd>{formatDateTime(data.signature.signedAt)} (한국 시간)</dd>
        </dl>
        <p>
          <Link to="/user/agreementList">참가 서약서 목록으로</Link>
        </p>
      </Panel>
    </div>
  );
}
