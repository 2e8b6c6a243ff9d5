export interface SkeletonProps {
  /** Number of grey lines shown while loading. */
  lines?: number;
  label?: string;
}

export function Skeleton({ lines = 3, label = '불러오는 중입니다…' }: SkeletonProps) {
  return (
    <div className="dg-skeleton" role="status" aria-busy="true" aria-live="polite">
      <span className="dg-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className="dg-skeleton__line"
          style={{ width: index === lines - 1 && lines > 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  );
}
