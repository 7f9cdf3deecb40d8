/** A key: marks passkey buttons and the prompt screen (decorative). */
export function PasskeyIcon({ className = 'loginkit-passkey-icon' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="8" cy="12" r="4" />
      <path d="M12 12h9m-3 0v3m-3-3v2" />
    </svg>
  );
}
