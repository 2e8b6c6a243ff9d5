import type { ReactNode } from 'react';

/** A page's title row (h2: the banner holds the league's h1) with optional tools such as a league select. */
export function PageTitle({ title, tools, id }: { title: ReactNode; tools?: ReactNode; id?: string }) {
  return (
    <div className="lp-page-title">
      <h2 id={id}>{title}</h2>
      {tools ? <div className="lp-page-title__tools">{tools}</div> : null}
    </div>
  );
}
