import { useId, type ReactNode } from 'react';

export interface BlockProps {
  title: ReactNode;
  /** Controls in the block's header (a league select, a "more" link). */
  tools?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled panel of a page (a section named by its h2). */
export function Block({ title, tools, className, children }: BlockProps) {
  const titleId = useId();
  return (
    <section className={['dg-panel lp-block', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="lp-block__head">
        <h2 id={titleId} className="lp-block__title">
          {title}
        </h2>
        {tools ? <div className="lp-block__tools">{tools}</div> : null}
      </div>
      {children}
    </section>
  );
}
