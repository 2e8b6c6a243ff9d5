import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@dugout/ui';
import { searchKey } from '@dugout/contracts';
import { useSearchNames } from '../api/search-names';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { searchOptions, type SearchOption } from './search-results';
import './search-dialog.css';

/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

const GROUPS: SearchOption['group'][] = ['선수', '팀', '리그'];

/**
 * Player, team and league search popup: answers as the member types (one call per pause), a
 * combobox with its listbox (ARIA 1.2 pattern): arrows move through the results, Enter opens the
 * chosen one (or the first), Escape closes the list and then the popup.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [listHidden, setListHidden] = useState(false);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading } = useSearchNames(query);
  const hasQuery = searchKey(query).length > 0 && searchKey(text).length > 0;
  const options = hasQuery ? searchOptions(data) : [];
  const choosable = options.filter((option) => option.href !== null);
  const expanded = hasQuery && !listHidden && data !== undefined;
  const activeOption = active >= 0 ? choosable[active] : undefined;
  const optionId = (option: SearchOption) => `${ids}-${option.id}`;

  const openOption = (option: SearchOption | undefined) => {
    if (!option?.href) return;
    onClose();
    navigate(option.href);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openOption(activeOption ?? choosable[0]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (choosable.length === 0) return;
      setListHidden(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? choosable.length - 1 : (current + step + choosable.length) % choosable.length));
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; the next one (the dialog's) closes the popup.
      event.stopPropagation();
      setListHidden(true);
      setActive(-1);
    }
  };

  let status = '';
  if (hasQuery && error) status = '검색하지 못했습니다. 잠시 후 다시 시도해 주세요.';
  else if (hasQuery && data && options.length === 0) status = `'${data.query}'에 맞는 선수·팀·리그가 없습니다.`;
  else if (hasQuery && data) status = `검색 결과 ${options.length}건`;
  else if (hasQuery && isLoading) status = '검색 중입니다…';

  return (
    <Modal open={open} title="선수·팀 검색" onClose={onClose}>
      <form role="search" onSubmit={handleSubmit} className="shell-search">
        <label className="dg-visually-hidden" htmlFor={`${ids}-input`}>
          검색어
        </label>
        <input
          id={`${ids}-input`}
          className="dg-input"
          type="text"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${ids}-list`}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          placeholder="선수 또는 팀 이름을 입력하세요"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setListHidden(false);
          }}
          onKeyDown={handleKeyDown}
        />
        <p className="shell-search__hint">이름의 일부를 입력하고 ↑↓ 키로 고른 뒤 Enter 키를 누르세요.</p>
        <div id={`${ids}-list`} role="listbox" aria-label="검색 결과" className="shell-search__list" hidden={!expanded}>
          {GROUPS.map((group) => {
            const members = options.filter((option) => option.group === group);
            if (members.length === 0) return null;
            return (
              <div key={group} role="group" aria-labelledby={`${ids}-${group}`} className="shell-search__group">
                <div id={`${ids}-${group}`} role="presentation" className="shell-search__group-title">
                  {group}
                </div>
                {members.map((option) => (
                  <div
                    key={option.id}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option === activeOption}
                    aria-disabled={option.href === null || undefined}
                    className="shell-search__option"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openOption(option)}
                  >
                    <span className="shell-search__label">{option.label}</span>
                    {option.detail ? <span className="shell-search__detail">{option.detail}</span> : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        <p className="shell-search__notice" role="status">
          {status}
        </p>
      </form>
    </Modal>
  );
}
