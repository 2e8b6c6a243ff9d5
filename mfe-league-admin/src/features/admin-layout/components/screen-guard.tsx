import type { ReactNode } from 'react';
import type { LeagueManagerAccessRights } from '@dugout/contracts';
import { EmptyState } from '@dugout/ui';
import type { ScreenRule } from '../lib/screen-rules';

export interface ScreenGuardProps {
  rights: LeagueManagerAccessRights;
  rule: ScreenRule;
  children: ReactNode;
}

/** A screen the menu does not offer this manager, opened by its address: said plainly (the API refuses it anyway). */
export function ScreenGuard({ rights, rule, children }: ScreenGuardProps) {
  if (!rule(rights)) return <EmptyState message="이 화면을 사용할 권한이 없습니다. 총괄 관리자에게 권한을 요청해 주세요." />;
  return <>{children}</>;
}
