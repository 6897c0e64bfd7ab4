/** The "×" of close buttons, drawn so it looks the same in every font. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg className="close-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
