import { PageHeader, Panel } from '@dugout/ui';
import './dashboard.css';

/** What a team manager needs first; the figures need calls that arrive with later features, so none is invented. */
const SECTIONS = [
  { title: '다음 경기', description: '팀의 다가오는 경기 일정', note: '경기 일정 기능이 열리면 이곳에 표시됩니다.' },
  { title: '제출할 라인업', description: '아직 제출하지 않은 라인업', note: '라인업 제출 기능이 열리면 이곳에 표시됩니다.' },
  { title: '가입 대기', description: '승인을 기다리는 가입 신청', note: '가입 승인 기능이 열리면 이곳에 표시됩니다.' },
];

/** The team staff portal's dashboard. */
export function DashboardPage() {
  return (
    <>
      <PageHeader title="대시보드" />
      <div className="dg-team-dashboard">
        {SECTIONS.map((section) => (
          <Panel key={section.title} title={section.title}>
            <p>{section.description}</p>
            <p className="dg-team-dashboard__note">{section.note}</p>
          </Panel>
        ))}
      </div>
    </>
  );
}
