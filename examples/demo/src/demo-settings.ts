export interface DemoSettings {
  relayUrl: string;
  configId: string;
}

/** Relay URL and config id: `?relay=…&configId=…` override the ones `npm start` passes in. */
export function readDemoSettings(search: string): DemoSettings {
  const params = new URLSearchParams(search);
  return {
    relayUrl: params.get('relay') ?? import.meta.env.VITE_LOGINKIT_RELAY_URL ?? 'http://127.0.0.1:8787',
    configId: params.get('configId') ?? import.meta.env.VITE_LOGINKIT_CONFIG_ID ?? 'mock-config',
  };
}
