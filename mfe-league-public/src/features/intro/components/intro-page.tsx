import { useParams } from 'react-router-dom';
import { EmptyState } from '@dugout/ui';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { useLeague } from '../../../shared/league/league-context';
import { useHomeText, type HomeTextLabel } from '../api/get-default-contents';
import { HomeTextContent, isBlankHtml } from './home-text-content';
import { ManagerRequestAction } from './manager-request-action';
import './intro.css';

const TITLES: Record<HomeTextLabel, string> = { intro: '리그 소개', regulation: '리그 규정' };
const EMPTY: Record<HomeTextLabel, string> = { intro: '등록된 소개가 없습니다.', regulation: '등록된 규정이 없습니다.' };

/** The text the league's head managers wrote in the admin area (editHome/{label}). */
function HomeText({ path, label }: { path: string; label: HomeTextLabel }) {
  const query = useHomeText(path, label);
  return (
    <QueryView
      query={query}
      empty={EMPTY[label]}
      isEmpty={(contents) => isBlankHtml(contents.contentHtml)}
      lines={6}
      errorTitle={`${TITLES[label]} 글을 불러오지 못했습니다`}
    >
      {(contents) => <HomeTextContent html={contents.contentHtml} />}
    </QueryView>
  );
}

/** leagueIntro (label intro or regulation). */
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
        <HomeText key={label} path={base.leaguePath} label={label} />
      </div>
      {label === 'intro' ? <ManagerRequestAction mainId={base.mainId} mainName={base.mainName} /> : null}
    </div>
  );
}
