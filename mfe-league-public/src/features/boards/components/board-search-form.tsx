import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PostSearchType } from '@dugout/contracts';
import { Button } from '@dugout/ui';

const TYPE_LABELS: Record<PostSearchType, string> = { all: '전체', title: '제목', content: '내용', author: '작성자' };

export interface BoardSearchFormProps {
  type: PostSearchType;
  text: string;
  onSearch: (type: PostSearchType, text: string) => void;
}

/** Search by title, content, author or all of them; an empty search shows the whole list again. */
export function BoardSearchForm({ type, text, onSearch }: BoardSearchFormProps) {
  const id = useId();
  const [draftType, setDraftType] = useState(type);
  const [draft, setDraft] = useState(text);
  useEffect(() => {
    setDraftType(type);
    setDraft(text);
  }, [type, text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draftType, draft);
  };
  return (
    <form className="lp-board-search" role="search" aria-label="게시글 검색" onSubmit={submit}>
      <label className="dg-visually-hidden" htmlFor={`${id}-type`}>
        검색 구분
      </label>
      <select id={`${id}-type`} value={draftType} onChange={(event) => setDraftType(event.target.value as PostSearchType)}>
        {(Object.keys(TYPE_LABELS) as PostSearchType[]).map((value) => (
          <option key={value} value={value}>
            {TYPE_LABELS[value]}
          </option>
        ))}
      </select>
      <label className="dg-visually-hidden" htmlFor={`${id}-text`}>
        검색어
      </label>
      <input
        id={`${id}-text`}
        type="search"
        value={draft}
        maxLength={50}
        placeholder="검색어를 입력하세요"
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" size="sm">
        검색
      </Button>
    </form>
  );
}
