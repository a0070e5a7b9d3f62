/** The shop's word-and-bean mark; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <svg width="120" height="32" viewBox="0 0 120 32" aria-hidden="true" focusable="false">
      <ellipse cx="14" cy="16" rx="10" ry="13" fill="currentColor" />
      <path d="M14 4c-5 6 5 18 0 24" stroke="#ffffff" strokeWidth="2" fill="none" />
      <text x="30" y="23" fontFamily="Arial, sans-serif" fontSize="20" fontWeight="700" fill="currentColor">
        SHOP
      </text>
    </svg>
  );
}
