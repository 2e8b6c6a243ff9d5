import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError, useSession } from '@dugout/auth';
import { Button, buttonClassName, ErrorPanel, FormAlert, PageHeader, Panel, RadioGroup, Skeleton, useConfirm } from '@dugout/ui';
import { forgetTeamLists } from '../../../shared/api/forget-team-lists';
import { useMyTeams } from '../../../shared/api/get-my-teams';
import { withdrawTeam } from '../api/withdraw-team';
import './withdraw-team-page.css';

export const WITHDRAW_FAILED = '팀 탈퇴 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
export const CHOOSE_TEAM = '탈퇴할 팀을 선택해 주세요.';
export const confirmWithdrawText = (teamName: string) =>
  `${teamName} 팀에서 탈퇴하시겠습니까? 탈퇴해도 지난 경기 기록은 팀에 남으며, 다시 뛰려면 가입 신청을 해야 합니다.`;

/** /user/withdrawTeam: choose one of the member's teams, confirm, and leave it. */
export function WithdrawTeamPage() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const userId = useSession()?.userId;
  const teams = useMyTeams(userId);
  const [chosen, setChosen] = useState<string>(params.get('teamId') ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  const list = teams.data?.data ?? [];
  const choice = list.find((team) => String(team.teamId) === chosen);

  const leave = async () => {
    if (!choice) {
      window.alert(CHOOSE_TEAM);
      return;
    }
    if (!(await confirm(confirmWithdrawText(choice.teamName), { confirmLabel: '탈퇴', danger: true }))) return;
    setBusy(true);
    setMessage(null);
    try {
      await withdrawTeam(choice.teamId);
    } catch (error) {
      setMessage(isApiError(error) && error.status < 500 ? error.message : WITHDRAW_FAILED);
      setBusy(false);
      return;
    }
    await forgetTeamLists(mutate);
    window.alert(`${choice.teamName} 팀에서 탈퇴했습니다.`);
    void navigate('/user/league');
  };

  return (
    <div className="withdraw-team">
      <PageHeader title="팀 탈퇴" description="팀을 탈퇴하면 선수 명단에서 빠집니다. 지난 경기 기록은 팀의 시즌 기록에 그대로 남습니다." />
      <Panel>
        {message ? <FormAlert>{message}</FormAlert> : null}
        {teams.error && !teams.data ? (
          <ErrorPanel title="소속 팀을 불러오지 못했습니다" message={teams.error.message} onRetry={() => void teams.mutate()} />
        ) : !teams.data ? (
          <Skeleton lines={3} label="소속 팀을 불러오는 중입니다…" />
        ) : list.length === 0 ? (
          <p>소속된 팀이 없습니다.</p>
        ) : (
          <RadioGroup
            legend="탈퇴할 팀"
            name="teamId"
            options={list.map((team) => ({ value: String(team.teamId), label: team.teamName }))}
            value={chosen}
            onChange={setChosen}
            disabled={busy}
          />
        )}
        <div className="withdraw-team__actions">
          <Link className={buttonClassName('secondary')} to="/user/league">
            취소
          </Link>
          {list.length > 0 ? (
            <Button variant="danger" onClick={() => void leave()} disabled={busy} aria-busy={busy}>
              팀 탈퇴
            </Button>
          ) : null}
        </div>
      </Panel>
      {confirmDialog}
    </div>
  );
}
