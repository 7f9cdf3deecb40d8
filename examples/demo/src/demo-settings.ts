export interface DemoSettings {
  relayUrl: string;
  configId: string;
  /** Install the mock relay's test wallet (an Ethereum and a Solana wallet with public demo keys); `?testWallet=off` leaves only real wallets. */
  testWallet: boolean;
  /**
   * Bot protection, when the relay publishes a captcha site key: `mock` (default) loads the mock
   * relay's test widget (`<relay>/__mock/captcha/api.js`), `turnstile` Cloudflare's own script (a
   * real site key), `off` turns it off (`captcha: false`). `?captcha=…`.
   */
  captcha: 'mock' | 'turnstile' | 'off';
  /** `?view=account-panel`: a page of the drop-in components only (the modal and `<AccountPanel>`), as a new app has them. */
  view: 'demo' | 'account-panel';
}

/** Relay URL and config id: `?relay=…&configId=…` override the ones `npm start` passes in. */
export function readDemoSettings(search: string): DemoSettings {
  const params = new URLSearchParams(search);
  return {
    relayUrl: params.get('relay') ?? import.meta.env.VITE_LOGINKIT_RELAY_URL ?? 'http://127.0.0.1:8787',
    configId: params.get('configId') ?? import.meta.env.VITE_LOGINKIT_CONFIG_ID ?? 'mock-config',
    testWallet: params.get('testWallet') !== 'off',
    captcha: params.get('captcha') === 'turnstile' ? 'turnstile' : params.get('captcha') === 'off' ? 'off' : 'mock',
    view: params.get('view') === 'account-panel' ? 'account-panel' : 'demo',
  };
}
