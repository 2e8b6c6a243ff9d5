import type { ReactNode } from 'react';
import { BaseballIcon } from './baseball-icon';

export interface PlaceholderPanelProps {
  title: ReactNode;
  /** The area the screen belongs to, shown above the title (e.g. "리그 관리"). */
  area?: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
}

/** A screen that a later release fills in. */
export function PlaceholderPanel({ title, area, message = '이 화면은 아직 준비 중입니다.', children }: PlaceholderPanelProps) {
  return (
    <section className="dg-state dg-state--placeholder" aria-label={typeof title === 'string' ? title : undefined}>
      <span className="dg-state__icon" aria-hidden="true">
        <BaseballIcon />
      </span>
      {area ? <p className="dg-state__area">{area}</p> : null}
      <h2 className="dg-state__title">{title}</h2>
      <p>{message}</p>
      {children}
    </section>
  );
}
