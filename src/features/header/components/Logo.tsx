/**
 * The shop's word-and-bean mark; decorative, the link around it carries the name. Its drawing is
 * scaled to cover its box from the left (`xMinYMid slice`): at its own 120 × 32 it shows whole, and
 * a narrower box given by CSS shows the bean alone, not a smaller word (HeaderBar below 375 px).
 */
export function Logo() {
  return (
    <svg
      width="120"
      height="32"
      viewBox="0 0 120 32"
      preserveAspectRatio="xMinYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="14" cy="16" rx="10" ry="13" fill="currentColor" />
      <path d="M14 4c-5 6 5 18 0 24" stroke="#ffffff" strokeWidth="2" fill="none" />
      <text x="30" y="23" fontFamily="Arial, sans-serif" fontSize="20" fontWeight="700" fill="currentColor">
        SHOP
      </text>
    </svg>
  );
}
