import { installTestWallet } from 'loginkit/mock-relay';

/**
 * Public, well-known test keys (Hardhat's first two accounts; two fixed Ed25519 seeds): the demo's
 * wallet logs in to the same demo accounts after a reload. Never hold real funds with them.
 */
const demoKeys = {
  ethereum: [
    'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  ],
  solana: [
    '4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d',
    '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b',
  ],
};

/**
 * Installs the mock relay's test wallet so `npm start` can show wallet login without a browser
 * extension, unless the page already has one (an e2e init script installs its own first).
 */
export function installDemoTestWallet(): void {
  if (window.loginkitTestWallet !== undefined) return;
  installTestWallet(window, {
    ethereum: { name: 'Demo Ethereum wallet', accounts: demoKeys.ethereum },
    solana: { name: 'Demo Solana wallet', accounts: demoKeys.solana },
  });
}
