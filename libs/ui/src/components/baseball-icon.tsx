export interface BaseballIconProps {
  size?: number;
}

/** A baseball with its red seams; decorative (aria-hidden). */
export function BaseballIcon({ size = 28 }: BaseballIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M9 5.5c3 3.2 3 17.8 0 21M23 5.5c-3 3.2-3 17.8 0 21" fill="none" stroke="#c8373a" strokeWidth="1.6" />
      <path
        d="M8.6 9.5l2.6-.8M9.6 13l2.6-.4M9.8 16.5h2.6M9.6 20l2.6.4M8.6 23.5l2.6.8M23.4 9.5l-2.6-.8M22.4 13l-2.6-.4M22.2 16.5h-2.6M22.4 20l-2.6.4M23.4 23.5l-2.6.8"
        stroke="#c8373a"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
