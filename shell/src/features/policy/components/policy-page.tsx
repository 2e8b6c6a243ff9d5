import { Link } from 'react-router-dom';
import { PageHeader, Panel, POLICY_EFFECTIVE_DATE, POLICY_TITLES, PolicyText, type PolicyKind } from '@dugout/ui';

export interface PolicyPageProps {
  kind: PolicyKind;
}

const otherKind: Record<PolicyKind, PolicyKind> = { service: 'privacy', privacy: 'service' };

export function PolicyPage({ kind }: PolicyPageProps) {
  const other = otherKind[kind];
  return (
    <div className="dg-container shell-page">
      <PageHeader
        title={POLICY_TITLES[kind]}
        description={`시행일: ${POLICY_EFFECTIVE_DATE}`}
        actions={<Link to={`/policy/${other}`}>{POLICY_TITLES[other]} 보기</Link>}
      />
      <Panel>
        <PolicyText kind={kind} />
      </Panel>
    </div>
  );
}
