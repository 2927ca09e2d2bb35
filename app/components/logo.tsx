import { LOGO } from './footer-styles';

/** The SproutPlate mark: a sprout over a plate. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="40" r="20" fill="#ffe4d4" />
      <ellipse cx="32" cy="44" rx="22" ry="8" fill="#fb7d45" />
      <ellipse cx="32" cy="42" rx="17" ry="5" fill="#fff4ee" />
      <path
        d="M32 40 C32 30 32 24 32 18"
        stroke="#237449"
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M32 26 C24 26 18 20 18 12 C26 12 32 18 32 26 Z" fill="#4fab73" />
      <path d="M32 22 C38 22 46 17 46 9 C38 9 32 14 32 22 Z" fill="#2f8f5b" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className={LOGO.root}>
      <LogoMark />
      <span className={LOGO.name}>SproutPlate</span>
    </span>
  );
}
