import { useCallback, useMemo, useState } from 'react';
import type { BattingCount, GameRecordBody, GameSide, WinType } from '@dugout/contracts';
import {
  checkDraft,
  draftOf,
  newBattingRow,
  newPitchingRow,
  type DraftBatting,
  type DraftPitching,
  type EntryDraft,
  type PitchingColumn,
  type TotalField,
} from '../lib/entry-draft';

export interface EntryMessages {
  errors: Record<string, string>;
  warnings: Record<string, string>;
}

/** The entry form's state: the draft, its checks as it stands, and the server's refusals until the next edit. */
export function useEntryDraft(record: GameRecordBody) {
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(record));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const check = useMemo(() => checkDraft(draft), [draft]);
  const messages: EntryMessages = useMemo(() => ({ errors: { ...check.errors, ...serverErrors }, warnings: check.warnings }), [check, serverErrors]);

  const edit = useCallback((change: (draft: EntryDraft) => EntryDraft) => {
    setDraft(change);
    setServerErrors((errors) => (Object.keys(errors).length === 0 ? errors : {}));
  }, []);

  const actions = useMemo(
    () => ({
      setWinType: (winType: WinType | '') => edit((d) => ({ ...d, winType })),
      setWinnerSide: (winnerSide: GameSide | '') => edit((d) => ({ ...d, winnerSide })),
      setLineCell: (side: GameSide, inning: number, text: string) =>
        edit((d) => ({ ...d, lineScore: { ...d.lineScore, [side]: d.lineScore[side].map((cell, k) => (k === inning ? text : cell)) } })),
      addInning: () => edit((d) => ({ ...d, lineScore: { visit: [...d.lineScore.visit, ''], home: [...d.lineScore.home, ''] } })),
      setTotal: (side: GameSide, field: TotalField, text: string) =>
        edit((d) => ({ ...d, totals: { ...d.totals, [side]: { ...d.totals[side], [field]: text } } })),
      setBatting: (index: number, patch: Partial<DraftBatting>) =>
        edit((d) => ({ ...d, batting: d.batting.map((line, i) => (i === index ? { ...line, ...patch } : line)) })),
      setBattingCount: (index: number, count: BattingCount, value: number | null) =>
        edit((d) => ({ ...d, batting: d.batting.map((line, i) => (i === index ? { ...line, counts: { ...line.counts, [count]: value } } : line)) })),
      addBatting: (side: GameSide) =>
        edit((d) => {
          const own = d.batting.filter((line) => line.side === side);
          const last = own[own.length - 1];
          const batNum = last?.batNum ?? null;
          const subOrder = batNum === null ? 0 : Math.max(...own.filter((line) => line.batNum === batNum).map((line) => line.subOrder ?? 0)) + 1;
          return { ...d, batting: [...d.batting, newBattingRow(side, batNum, subOrder)] };
        }),
      removeBatting: (index: number) => edit((d) => ({ ...d, batting: d.batting.filter((_, i) => i !== index) })),
      setPitching: (index: number, patch: Partial<DraftPitching>) =>
        edit((d) => ({ ...d, pitching: d.pitching.map((line, i) => (i === index ? { ...line, ...patch } : line)) })),
      setPitchingCount: (index: number, count: PitchingColumn, value: number | null) =>
        edit((d) => ({ ...d, pitching: d.pitching.map((line, i) => (i === index ? { ...line, counts: { ...line.counts, [count]: value } } : line)) })),
      addPitching: (side: GameSide) =>
        edit((d) => {
          // A side's pitchers stay together in the body, in their order.
          const lastOwn = d.pitching.map((line) => line.side).lastIndexOf(side);
          const at = lastOwn >= 0 ? lastOwn + 1 : side === 'visit' ? 0 : d.pitching.length;
          return { ...d, pitching: [...d.pitching.slice(0, at), newPitchingRow(side), ...d.pitching.slice(at)] };
        }),
      removePitching: (index: number) => edit((d) => ({ ...d, pitching: d.pitching.filter((_, i) => i !== index) })),
    }),
    [edit],
  );

  return { draft, check, messages, setServerErrors, actions };
}

export type EntryActions = ReturnType<typeof useEntryDraft>['actions'];
