import { expect, test } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, relayUrl, uniqueEmail } from './models/mock-relay';

const verifiedMark = 'Verified: your wallet was created in a secure enclave';

/** The demo signs every new account up with one Ethereum account and checks its app proofs against the mock relay's enclave root. */
test.describe('app proofs of a signup with a wallet', () => {
  test('verified: the success screen shows the mark, the app sees the proven address', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('proofs');

    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await expect(demo.dialog.getByText(verifiedMark)).toBeVisible();
    await demo.finishLogin('new');
    await demo.expectLoggedIn(email);
    const status = page.getByTestId('app-proofs');
    await expect(status).toHaveAttribute('data-status', 'verified');
    await expect(status).toContainText(/verified \(0x[0-9a-fA-F]{40}\)/);
  });

  test('a proof the mock was told to spoil: no mark, the app gets proof_invalid, the user stays logged in', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('spoiled');
    const control = await request.post(`${relayUrl}/__mock/proofs`, { data: { corrupt: 'boot-proof-chain', contact: email } });
    expect(control.ok()).toBe(true);

    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    const status = page.getByTestId('app-proofs');
    await expect(status).toHaveAttribute('data-status', 'invalid');
    await expect(status).toContainText('proof_invalid');
    await expect(status).toContainText('boot-proof-chain');
    await expect(demo.dialog.getByText(verifiedMark)).toHaveCount(0);
    await demo.finishLogin('new');
    await demo.expectLoggedIn(email);
  });
});
