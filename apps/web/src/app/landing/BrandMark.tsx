/** The company's mark: a charging bolt in a rounded square (drawn; no logo was supplied). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="9" fill="#2ee6a8" />
      <path d="M18.5 5 8 18h7l-2 9 11-14h-7.5z" fill="#0b1b33" />
    </svg>
  );
}
