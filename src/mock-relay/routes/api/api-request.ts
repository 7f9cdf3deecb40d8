/** One main-API request as the routes see it: the raw bytes (stamps sign them), the parsed body, the headers and the origin. */
export interface ApiRequest {
  raw: Uint8Array;
  body: Record<string, unknown>;
  headers: Headers;
  /** The `Origin` header, else the handler's `defaultOrigin`, else null. */
  origin: string | null;
  /** The relay's base URL for this request (see RelayRequestInfo). */
  baseUrl: string;
  /** The caller's IP address for IP allowlists (ip-allowlists/client-address.ts); null or absent: unknown. */
  clientAddress?: string | null;
}
