// What a caller's Authorization value may hold before the gateway sends it anywhere. Every scheme the
// forge takes (`token …`, `Bearer …`, `Basic <base64>`) is printable ASCII; a line break would split
// the header into a second one (`Sudo: alice` is Gitea's header for acting as another user), and the
// HTTP client refuses control and non-Latin-1 characters outright. Refused before any forge call, so
// a poisoned credential costs the forge nothing and never reaches the circuit breaker.

export const CREDENTIALS_CODE = 'BAD_CREDENTIALS';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Why the value cannot be a credential, or null when it can (or is absent). */
export function credentialProblem(authorization: string | null | undefined): string | null {
  if (authorization === null || authorization === undefined || PRINTABLE_ASCII.test(authorization)) {
    return null;
  }
  return 'the Authorization value may hold printable ASCII characters only: no line breaks, control characters or characters beyond ASCII';
}
