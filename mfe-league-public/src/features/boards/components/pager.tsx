import { Link } from 'react-router-dom';

const WINDOW = 10;

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  /** The address (query string) of a page. */
  hrefOf: (page: number) => string;
}

/** Page links in windows of ten, with previous and next window arrows. */
export function Pager({ page, total, pageSize, hrefOf }: PagerProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const first = Math.floor((Math.min(page, last) - 1) / WINDOW) * WINDOW + 1;
  const pages = Array.from({ length: Math.min(WINDOW, last - first + 1) }, (_, i) => first + i);
  return (
    <nav className="lp-pager" aria-label="페이지">
      {first > 1 ? (
        <Link to={hrefOf(first - 1)} aria-label="이전 페이지들">
          ‹
        </Link>
      ) : null}
      {pages.map((n) =>
        n === page ? (
          <span key={n} className="lp-pager__current" aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefOf(n)} aria-label={`${n} 페이지`}>
            {n}
          </Link>
        ),
      )}
      {first + WINDOW <= last ? (
        <Link to={hrefOf(first + WINDOW)} aria-label="다음 페이지들">
          ›
        </Link>
      ) : null}
    </nav>
  );
}
