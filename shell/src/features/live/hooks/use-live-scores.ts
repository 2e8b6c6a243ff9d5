import { useEffect, useState } from 'react';
import { LIVE_EVENT, type LiveGame, type LiveScoresSnapshot } from '@dugout/contracts';

const liveScoresPath = (main: string | null) => (main ? `/api/live/scores?main=${encodeURIComponent(main)}` : '/api/live/scores');

/** The stream could not be opened here (no EventSource in this browser). */
export type LiveScoresState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; snapshot: LiveScoresSnapshot };

/** A score event moves its game between the live list and today's others. */
export function applyScore(snapshot: LiveScoresSnapshot, game: LiveGame): LiveScoresSnapshot {
  const live = snapshot.live.filter((entry) => entry.gameId !== game.gameId);
  const today = snapshot.today.filter((entry) => entry.gameId !== game.gameId);
  const byTime = (a: LiveGame, b: LiveGame) => a.scheduleTime.localeCompare(b.scheduleTime) || a.gameId - b.gameId;
  if (game.state === 'live') return { ...snapshot, live: [...live, game].sort(byTime) };
  const wasToday = snapshot.today.length !== today.length || snapshot.live.length !== live.length;
  return { ...snapshot, live, today: wasToday ? [...today, game].sort(byTime) : today };
}

/**
 * GET /api/live/scores as Server-Sent Events: the snapshot on connect, then each saved score.
 * EventSource reconnects by itself (and gets a fresh snapshot); closed on unmount.
 */
export function useLiveScores(main: string | null): LiveScoresState {
  const [state, setState] = useState<LiveScoresState>({ status: 'loading' });
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setState({ status: 'unavailable' });
      return undefined;
    }
    const source = new EventSource(liveScoresPath(main));
    const onSnapshot = (event: MessageEvent<string>) => setState({ status: 'ready', snapshot: JSON.parse(event.data) as LiveScoresSnapshot });
    const onScore = (event: MessageEvent<string>) => {
      const game = JSON.parse(event.data) as LiveGame;
      setState((current) => (current.status === 'ready' ? { status: 'ready', snapshot: applyScore(current.snapshot, game) } : current));
    };
    source.addEventListener(LIVE_EVENT.snapshot, onSnapshot);
    source.addEventListener(LIVE_EVENT.score, onScore);
    return () => {
      source.removeEventListener(LIVE_EVENT.snapshot, onSnapshot);
      source.removeEventListener(LIVE_EVENT.score, onScore);
      source.close();
    };
  }, [main]);
  return state;
}
