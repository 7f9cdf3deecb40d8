import { useEffect, useRef } from 'react';

/** The WebOTP request (not in TypeScript's DOM types yet). */
type OtpCredentials = { get?(options: { otp: { transport: string[] }; signal: AbortSignal }): Promise<{ code?: unknown } | null> };

/**
 * Reads a code sent by SMS with the WebOTP API (the browser offers the code from the message,
 * the user allows it) and hands it to `onCode`. One request per sent code (`otpId`), aborted
 * when the code changes or the screen leaves; where the API is missing (no `OTPCredential`), or
 * the request is refused or aborted, nothing happens and the code is typed as usual.
 */
export function useWebOtp(otpId: string | undefined, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (otpId === undefined || typeof window === 'undefined' || !('OTPCredential' in window)) return undefined;
    const controller = new AbortController();
    (navigator.credentials as OtpCredentials | undefined)?.get?.({ otp: { transport: ['sms'] }, signal: controller.signal }).then(
      (credential) => {
        if (!controller.signal.aborted && typeof credential?.code === 'string') latest.current(credential.code);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [otpId]);
}
