import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="dg-page-header">
      <div>
        <h1 className="dg-page-header__title">{title}</h1>
        {description ? <p className="dg-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="dg-page-header__actions">{actions}</div> : null}
    </header>
  );
}
