import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  children: ReactNode;
}

export function Panel({ title, children, className, ...rest }: PanelProps) {
  const titleId = useId();
  return (
    <section
      className={['dg-panel', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      {title ? (
        <h2 id={titleId} className="dg-panel__title">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
