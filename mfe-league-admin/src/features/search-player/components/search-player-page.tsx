import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { PLAYER_SEARCH_FIELDS, playerSearchFields, type PlayerSearchField } from '@dugout/contracts';
import { Button, DataTable, EmptyState, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { defaultSeasonId } from '../../../shared/components/season-league-picker';
import { useSearchPlayers, type PlayerSearch } from '../api/search-players';

const formatBirthday = (birthday: string | null) =>
  birthday && /^\d{8}$/.test(birthday) ? `${birthday.slice(0, 4)}-${birthday.slice(4, 6)}-${birthday.slice(6, 8)}` : (birthday ?? '');

/** 선수 검색 (every manager): a season's players by name, birthday or phone, with teams and leagues; double registrations flagged. */
export function SearchPlayerPage() {
  const { path } = useParams<{ path: string }>();
  const base = useLeagueBase(path);
  const [seasonChoice, setSeasonChoice] = useState<number | null>(null);
  const [field, setField] = useState<PlayerSearchField>('name');
  const [value, setValue] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState<PlayerSearch | null>(null);
  const results = useSearchPlayers(search);
  const seasonFieldId = useId();
  const fieldId = useId();
  const valueId = useId();

  if (base.error) {
    return (
      <>
        <PageHeader title="선수 검색" />
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />
      </>
    );
  }
  const seasons = base.data?.seasons ?? [];
  const seasonId = defaultSeasonId(seasons, seasonChoice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setFormError('검색어를 입력해 주세요.');
      return;
    }
    if (!seasonId) return;
    setFormError(null);
    setSearch({ seasonId, searchName: field, searchValue: value.trim() });
  };

  return (
    <>
      <PageHeader title="선수 검색" description="시즌에 등록되었거나 참가팀에 소속된 선수를 찾고, 두 팀에 등록된 선수를 확인합니다." />
      <Panel title="검색 조건">
        <form className="dg-admin-picker" onSubmit={submit} role="search" aria-label="선수 검색">
          <span className="dg-admin-picker__field">
            <label htmlFor={seasonFieldId}>시즌</label>
            <select id={seasonFieldId} className="dg-input" value={seasonId ?? ''} onChange={(event) => setSeasonChoice(Number(event.target.value))}>
              {seasons.map((season) => (
                <option key={season.seasonId} value={season.seasonId}>
                  {season.seasonName}
                </option>
              ))}
            </select>
          </span>
          <span className="dg-admin-picker__field">
            <label htmlFor={fieldId}>검색 항목</label>
            <select id={fieldId} className="dg-input" value={field} onChange={(event) => setField(event.target.value as PlayerSearchField)}>
              {PLAYER_SEARCH_FIELDS.map((code) => (
                <option key={code} value={code}>
                  {playerSearchFields[code]}
                </option>
              ))}
            </select>
          </span>
          <span className="dg-admin-picker__field">
            <label htmlFor={valueId}>검색어</label>
            <input id={valueId} className="dg-input" value={value} maxLength={20} onChange={(event) => setValue(event.target.value)} />
          </span>
          <Button type="submit">검색</Button>
        </form>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
      </Panel>
      <Panel title="검색 결과">
        {!search ? (
          <EmptyState message="검색 조건을 입력해 주세요." />
        ) : results.error ? (
          <ErrorPanel title="선수를 검색하지 못했습니다" onRetry={() => void results.mutate()} />
        ) : !results.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={results.data}
            stackOnNarrow
            rowKey={(row) => row.player.playerId}
            emptyMessage="검색된 선수가 없습니다."
            columns={[
              {
                key: 'name',
                header: '이름',
                render: (row) => (
                  <>
                    {row.player.playerName}
                    {row.doubleRegistered ? <strong className="dg-admin-flag"> 이중 등록</strong> : null}
                  </>
                ),
              },
              { key: 'birthday', header: '생년월일', render: (row) => formatBirthday(row.player.birthday) },
              { key: 'phone', header: '전화번호', render: (row) => row.player.phone ?? '' },
              { key: 'teams', header: '소속 팀', render: (row) => row.teams.map((team) => team.teamName).join(', ') },
              {
                key: 'registrations',
                header: '등록 리그',
                render: (row) =>
                  row.registrations.length === 0
                    ? '등록 없음'
                    : row.registrations.map((r) => `${r.leagueName} · ${r.teamName}${r.registerDate ? ` (${r.registerDate})` : ''}`).join(', '),
              },
            ]}
          />
        )}
      </Panel>
    </>
  );
}
