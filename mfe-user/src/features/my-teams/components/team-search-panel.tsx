import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { teamChoiceSchema, teamSearchSchema, type TeamJoinSearchItem } from '@dugout/contracts';
import { Button, ErrorPanel, Panel, Skeleton } from '@dugout/ui';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useJoinTeamSearch } from '../api/search-join-teams';
import { leagueNames } from './my-teams-panel';

/** The contract's message when the value breaks its rule, or null when it is fine. */
function refusal(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function TeamOption({ team, chosen, onChoose }: { team: TeamJoinSearchItem; chosen: boolean; onChoose: () => void }) {
  const blocked = team.joined || team.requested;
  return (
    <li className={`my-league__option${blocked ? ' my-league__option--blocked' : ''}`}>
      <label>
        <input type="radio" name="teamId" value={team.teamId} checked={chosen} disabled={blocked} onChange={onChoose} />
        <TeamLogo logo={team.logoImg} size={36} />
        <span className="my-league__team-text">
          <strong>{team.teamName}</strong>
          <span className="my-league__muted">{leagueNames(team)}</span>
        </span>
        {team.joined ? <span className="my-league__state my-league__state--approved">소속 팀</span> : null}
        {team.requested ? <span className="my-league__state my-league__state--pending">승인 대기</span> : null}
      </label>
    </li>
  );
}

/**
 * Team search by name (Enter or the button; spec section 5: an empty keyword asks for one) and the
 * radio list of found teams; teams already joined or with a request awaiting approval cannot be chosen.
 */
export function TeamSearchPanel({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const found = useJoinTeamSearch(userId, keyword);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = refusal(() => teamSearchSchema.validateSync({ keyword: input }));
    if (message) {
      window.alert(message);
      return;
    }
    setChosen(null);
    setKeyword(input.trim());
  };

  const apply = () => {
    const message = refusal(() => teamChoiceSchema.validateSync({ teamId: chosen ?? undefined }));
    if (message) {
      window.alert(message);
      return;
    }
    void navigate(`/user/joinTeam?teamId=${chosen}`);
  };

  return (
    <Panel title="팀 찾기">
      <form className="my-league__search" onSubmit={search} role="search">
        <input
          className="dg-input"
          type="search"
          name="keyword"
          aria-label="팀 이름"
          placeholder="가입할 팀의 이름을 입력해 주세요"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        <Button type="submit">검색</Button>
      </form>
      {keyword === null ? (
        <p className="my-league__muted">팀 이름으로 찾은 뒤 가입할 팀을 골라 신청해 주세요.</p>
      ) : found.error && !found.data ? (
        <ErrorPanel title="팀을 찾지 못했습니다" message={found.error.message} onRetry={() => void found.mutate()} />
      ) : !found.data ? (
        <Skeleton lines={3} label="팀을 찾는 중입니다…" />
      ) : found.data.data.length === 0 ? (
        <p className="my-league__empty">검색된 팀이 없습니다.</p>
      ) : (
        <>
          <fieldset className="my-league__results">
            <legend className="dg-visually-hidden">가입할 팀 선택</legend>
            <ul className="my-league__teams">
              {found.data.data.map((team) => (
                <TeamOption key={team.teamId} team={team} chosen={chosen === team.teamId} onChoose={() => setChosen(team.teamId)} />
              ))}
            </ul>
          </fieldset>
          <div className="my-league__actions">
            <Button onClick={apply}>가입 신청</Button>
          </div>
        </>
      )}
    </Panel>
  );
}
