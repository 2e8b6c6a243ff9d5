import type { EntryPlayer } from '@dugout/contracts';
import type { EntryMessages } from '../hooks/use-entry-draft';
import { CellMessage } from './entry-cell';

export const playerLabel = (player: EntryPlayer) => (player.backnumber ? `${player.playerName} (${player.backnumber})` : player.playerName);

/** The player of an added line, from the side's roster. */
export function PlayerSelect({
  path,
  label,
  value,
  players,
  onChange,
  messages,
  disabled,
}: {
  path: string;
  label: string;
  value: number | null;
  players: EntryPlayer[];
  onChange: (playerId: number | null) => void;
  messages: EntryMessages;
  disabled: boolean;
}) {
  return (
    <span className="dg-game-result__cell">
      <select
        className="dg-game-result__select"
        data-path={path}
        aria-label={label}
        aria-invalid={messages.errors[path] ? true : undefined}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">선수 선택</option>
        {players.map((player) => (
          <option key={player.playerId} value={player.playerId}>
            {playerLabel(player)}
          </option>
        ))}
      </select>
      <CellMessage error={messages.errors[path]} />
    </span>
  );
}

/** The name of a line that came from the lineup or the stored record. */
export function PlayerName({ path, playerId, players, messages }: { path: string; playerId: number | null; players: EntryPlayer[]; messages: EntryMessages }) {
  const player = players.find((candidate) => candidate.playerId === playerId);
  return (
    <span className="dg-game-result__cell">
      <span data-path={path} tabIndex={-1} className="dg-game-result__player">
        {player ? playerLabel(player) : `선수 ${playerId ?? ''}`}
      </span>
      <CellMessage error={messages.errors[path]} />
    </span>
  );
}
