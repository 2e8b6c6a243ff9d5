import { useEffect, useRef, useState } from 'react';
import { LIVE_EVENT, type LiveGame } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const liveGamePath = (gameId: number) => apiPath('live', 'game', gameId);

/**
 * GET /api/live/game/{id} as Server-Sent Events while the game can still change: `onChange` runs
 * on each saved score (the page revalidates its box score), and the stream is closed once the game
 * is final or cancelled, or the page goes away. EventSource reconnects by itself in between.
 */
export function useLiveGame(gameId: number | null, onChange: () => void): LiveGame | null {
  const [game, setGame] = useState<LiveGame | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    setGame(null);
    if (gameId === null || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(liveGamePath(gameId));
    const receive = (notify: boolean) => (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as LiveGame;
      setGame(next);
      if (notify) changed.current();
      if (next.state === 'final' || next.state === 'cancelled') source.close();
    };
    const onSnapshot = receive(false);
    const onScore = receive(true);
    source.addEventListener(LIVE_EVENT.snapshot, onSnapshot);
    source.addEventListener(LIVE_EVENT.score, onScore);
    return () => {
      source.removeEventListener(LIVE_EVENT.snapshot, onSnapshot);
      source.removeEventListener(LIVE_EVENT.score, onScore);
      source.close();
    };
  }, [gameId]);

  return game;
}
