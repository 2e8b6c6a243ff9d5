import type { ReactNode } from 'react';

/** The title row of a schedule tab (h2 under the schedule section). */
export function TabTitle({ title, tools }: { title: string; tools?: ReactNode }) {
  return (
    <div className="lp-page-title">
      <h2>{title}</h2>
      {tools ? <div className="lp-page-title__tools">{tools}</div> : null}
    </div>
  );
}
