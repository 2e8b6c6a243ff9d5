import type { ReactNode } from 'react';
import type { TempSchedule, TempScheduleGame } from '@dugout/contracts';
import { DataTable } from '@dugout/ui';
import { dayLabel, gamesByDay } from '../lib/schedule-generate-format';

export interface TempScheduleViewProps {
  schedule: TempSchedule;
  /** The 관리 column of a saved schedule (edit, swap); none in a preview. */
  gameActions?: (game: TempScheduleGame) => ReactNode;
}

/** A generated schedule: the per-team summary (경기, 홈, 원정, 휴식), then the games by day with their round. */
export function TempScheduleView({ schedule, gameActions }: TempScheduleViewProps) {
  const days = gamesByDay(schedule.games);
  return (
    <div className="dg-schedule-generate__view">
      <p>
        {schedule.summary.length}팀, 맞대결 {schedule.gameCnt}번, {schedule.rounds}라운드, 모두 {schedule.games.length}경기 ({schedule.options.beginDate} ~{' '}
        {schedule.options.endDate})
      </p>
      <DataTable
        caption="팀별 경기 수"
        rows={schedule.summary}
        rowKey={(row) => row.teamId}
        columns={[
          { key: 'teamName', header: '팀' },
          { key: 'games', header: '경기', align: 'right' },
          { key: 'home', header: '홈', align: 'right' },
          { key: 'away', header: '원정', align: 'right' },
          { key: 'byes', header: '휴식', align: 'right' },
        ]}
      />
      {days.map((day) => (
        <section key={day.date} className="dg-schedule-generate__day" aria-label={dayLabel(day.date)}>
          <h3>{dayLabel(day.date)}</h3>
          <DataTable
            rows={day.games}
            stackOnNarrow
            rowKey={(game) => game.tempGameId ?? `${game.scheduleTime}-${game.groundId}`}
            columns={[
              { key: 'round', header: '라운드', render: (game) => `${game.round}라운드` },
              { key: 'time', header: '시간' },
              { key: 'groundName', header: '구장' },
              { key: 'visitTeamName', header: '원정' },
              { key: 'homeTeamName', header: '홈' },
              ...(gameActions ? [{ key: 'actions', header: '관리', render: (game: TempScheduleGame) => gameActions(game) }] : []),
            ]}
          />
        </section>
      ))}
    </div>
  );
}
