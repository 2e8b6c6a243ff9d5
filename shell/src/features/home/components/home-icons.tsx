// Line icons of the home cards (decorative).
const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function UserPlusIcon() {
  return (
    <svg {...common}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M16 11h6" />
    </svg>
  );
}

export function PlayerIcon() {
  return (
    <svg {...common}>
      <path d="M4 13a8 8 0 0 1 16 0" />
      <path d="M2 13h13.5" />
      <path d="M7 13v3a5 5 0 0 0 10 0v-3" />
      <path d="M12 5V3" />
    </svg>
  );
}

export function TeamIcon() {
  return (
    <svg {...common}>
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
      <path d="M12 8v6M9 11h6" />
    </svg>
  );
}

export function PledgeIcon() {
  return (
    <svg {...common}>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6M8 13h8M8 17h5" />
    </svg>
  );
}
