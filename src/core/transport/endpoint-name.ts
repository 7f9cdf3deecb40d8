/**
 * The endpoint a URL names, for messages: its last path segment (`otp_init_v2`,
 * `create_read_write_session`), as the response guards name it; the URL itself when it has no path.
 */
export function endpointName(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  const last = path.split('/').filter((segment) => segment !== '').pop();
  return last === undefined ? url : last;
}
