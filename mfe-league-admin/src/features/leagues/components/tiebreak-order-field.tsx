import { useId, useState } from 'react';
import { tiebreakCriteria, type TiebreakCriterion } from '@dugout/contracts';
import { Button } from '@dugout/ui';

export interface TiebreakOrderFieldProps {
  value: readonly TiebreakCriterion[];
  onChange: (next: TiebreakCriterion[]) => void;
  error?: string;
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** 순위 결정 순서: the criteria applied in order, each movable up or down or removable, and an unused one addable. */
export function TiebreakOrderField({ value, onChange, error }: TiebreakOrderFieldProps) {
  const selectId = useId();
  const unused = tiebreakCriteria.options.filter((option) => !value.includes(option.value));
  const [adding, setAdding] = useState<string>('');
  const toAdd = unused.find((option) => option.value === adding)?.value ?? unused[0]?.value;
  return (
    <fieldset className="dg-admin-leagues__tiebreak">
      <legend className="dg-field__label">순위 결정 순서</legend>
      <ol aria-label="순위 결정 순서">
        {value.map((criterion, index) => {
          const label = tiebreakCriteria.label(criterion);
          return (
            <li key={criterion}>
              <span>
                {index + 1}. {label}
              </span>
              <Button size="sm" variant="secondary" aria-label={`${label} 위로`} disabled={index === 0} onClick={() => onChange(move(value, index, index - 1))}>
                ↑
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${label} 아래로`}
                disabled={index === value.length - 1}
                onClick={() => onChange(move(value, index, index + 1))}
              >
                ↓
              </Button>
              <Button size="sm" variant="danger" aria-label={`${label} 빼기`} onClick={() => onChange(value.filter((item) => item !== criterion))}>
                빼기
              </Button>
            </li>
          );
        })}
      </ol>
      {unused.length > 0 ? (
        <div className="dg-admin-leagues__tiebreak-add">
          <label htmlFor={selectId}>기준 추가</label>
          <select id={selectId} className="dg-input" value={toAdd ?? ''} onChange={(event) => setAdding(event.target.value)}>
            {unused.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Button size="sm" variant="secondary" onClick={() => toAdd && onChange([...value, toAdd])}>
            추가
          </Button>
        </div>
      ) : null}
      <small className="dg-field__hint">위에서부터 차례로 적용합니다. 마지막 기준까지 같으면 같은 순위입니다.</small>
      {error ? (
        <p className="dg-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
