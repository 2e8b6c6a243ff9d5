import { useState, type FormEvent } from 'react';
import { isApiError } from '@dugout/auth';
import { LEAGUE_APPLY_MEMO_MAX, type LeagueApplyItem, type TeamNameSearchItem } from '@dugout/contracts';
import { Button, FormAlert, Panel, SelectField, TextField } from '@dugout/ui';
import { enterApplication } from '../api/enter-application';
import { searchTeams } from '../api/search-teams';

const failureMessage = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

export interface EnterApplicationFormProps {
  leagueId: number;
  /** After an entry: the list reloads and the page says what happened. */
  onEntered: (item: LeagueApplyItem) => void;
}

/**
 * 신청 대신 등록: the application of a team that applied by phone or on paper, found by name and
 * entered as awaiting (or approved at once, the team joining the league).
 */
export function EnterApplicationForm({ leagueId, onEntered }: EnterApplicationFormProps) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<TeamNameSearchItem[] | null>(null);
  const [teamId, setTeamId] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (keyword.trim() === '') {
      setError('팀 이름을 입력해 주세요.');
      return;
    }
    setBusy(true);
    try {
      const teams = await searchTeams(keyword.trim());
      setFound(teams);
      setTeamId(teams[0] ? String(teams[0].teamId) : '');
    } catch (failure) {
      setError(failureMessage(failure, '팀을 찾지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
    }
  };

  const enter = async (approve: boolean) => {
    setError(null);
    if (!teamId) {
      setError('신청할 팀을 선택해 주세요.');
      return;
    }
    setBusy(true);
    try {
      const item = await enterApplication(leagueId, { teamId: Number(teamId), memo: memo.trim() || null, approve });
      setFound(null);
      setTeamId('');
      setMemo('');
      setKeyword('');
      onEntered(item);
    } catch (failure) {
      setError(failureMessage(failure, '신청을 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title="신청 대신 등록">
      <p>전화나 서류로 참가 신청을 받은 팀을 찾아 신청을 등록합니다.</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form role="search" aria-label="신청할 팀 찾기" onSubmit={(event) => void search(event)}>
        <TextField label="팀 이름" name="teamSearch" value={keyword} maxLength={50} onChange={(event) => setKeyword(event.target.value)} />
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          팀 찾기
        </Button>
      </form>
      {found && found.length === 0 ? <p role="status">이름에 '{keyword.trim()}'이(가) 들어간 팀이 없습니다.</p> : null}
      {found && found.length > 0 ? (
        <>
          <SelectField label="신청할 팀" name="teamId" value={teamId} onChange={(event) => setTeamId(event.target.value)}>
            {found.map((team) => (
              <option key={team.teamId} value={team.teamId}>
                {team.director ? `${team.teamName} (감독 ${team.director})` : team.teamName}
              </option>
            ))}
          </SelectField>
          <TextField label="메모 (선택)" name="memo" value={memo} maxLength={LEAGUE_APPLY_MEMO_MAX} hint="예: 3월 2일 전화 신청" onChange={(event) => setMemo(event.target.value)} />
          <Button size="sm" disabled={busy} onClick={() => void enter(false)}>
            대기 신청으로 등록
          </Button>{' '}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void enter(true)}>
            등록하고 바로 승인
          </Button>
        </>
      ) : null}
    </Panel>
  );
}
