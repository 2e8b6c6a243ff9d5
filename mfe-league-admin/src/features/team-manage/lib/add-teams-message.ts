import type { LeagueTeamAddItem } from '@dugout/contracts';

export interface AddTeamsMessage {
  tone: 'info' | 'error';
  message: string;
}

const namesOf = (items: readonly LeagueTeamAddItem[]) => items.map((item) => item.teamName).join(', ');

/** What an addTeams answer tells the manager: the teams added, and those left as they were because they were already in. */
export function addTeamsMessage(answer: readonly LeagueTeamAddItem[]): AddTeamsMessage {
  const added = answer.filter((item) => item.addResult === 'added');
  const already = answer.filter((item) => item.addResult === 'alreadyInLeague');
  if (added.length === 0) {
    return { tone: 'error', message: `추가한 팀이 없습니다. 이미 이 리그에 등록된 팀입니다: ${namesOf(already)}.` };
  }
  const done = added.length === 1 ? `${added[0].teamName} 팀을 추가했습니다.` : `${added.length}개 팀을 추가했습니다: ${namesOf(added)}.`;
  return { tone: 'info', message: already.length > 0 ? `${done} 이미 등록되어 있던 팀은 그대로 두었습니다: ${namesOf(already)}.` : done };
}
