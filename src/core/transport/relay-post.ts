import type { HttpClient, PostJsonInit } from './http';
import type { RelayCallOptions } from './relay-client';
import type { RelayEndpoint } from './relay-types';

/** `POST {baseUrl}/v1/<endpoint>` with the relay configuration's id, as every relay call is sent. */
export function relayPost(http: HttpClient, baseUrl: string, configId: string) {
  return (endpoint: RelayEndpoint, body: unknown, call: RelayCallOptions | undefined, extra: PostJsonInit = {}): Promise<unknown> =>
    http.postJson<unknown>(`${baseUrl}/v1/${endpoint}`, body, {
      ...extra,
      headers: { ...extra.headers, 'X-Auth-Proxy-Config-Id': configId },
      ...(call?.signal === undefined ? {} : { signal: call.signal }),
    });
}
