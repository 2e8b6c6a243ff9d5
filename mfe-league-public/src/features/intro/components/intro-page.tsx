import { useParams } from 'react-router-dom';
import { EmptyState } from '@dugout/ui';
import { PageTitle } from '../../../shared/components/page-title';
import { useLeague } from '../../../shared/league/league-context';
import { ManagerRequestAction } from './manager-request-action';
import './intro.css';

const TITLES = { intro: '리그 소개', regulation: '리그 규정' } as const;

/** leagueIntro (label intro or regulation). The text is written in the admin area (a later issue). */
export default function IntroPage() {
  const { label } = useParams();
  const { base } = useLeague();
  if (label !== 'intro' && label !== 'regulation') {
    return (
      <div className="dg-container lp-page">
        <EmptyState message="요청하신 리그 화면을 찾을 수 없습니다." />
      </div>
    );
  }
  return (
    <div className="dg-container lp-page">
      <PageTitle title={`${base.mainName} ${TITLES[label]}`} />
      <div className="dg-panel">
        <EmptyState message={label === 'intro' ? '등록된 소개가 없습니다.' : '등록된 규정이 없습니다.'} />
      </div>
      {label === 'intro' ? <ManagerRequestAction mainId={base.mainId} mainName={base.mainName} /> : null}
    </div>
  );
}
