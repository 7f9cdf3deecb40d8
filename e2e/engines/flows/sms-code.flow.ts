import { demo } from '../apps';
import type { Flow } from '../flow';
import { MailboxModel, uniquePhone } from '../models/mailbox';

export const smsCodeFlow: Flow = {
  name: 'SMS code: a new user signs up with a phone number',
  async run({ page }) {
    const login = demo.model(page);
    const mailbox = new MailboxModel(demo.relayUrl);
    const phone = uniquePhone();

    await login.open();
    await login.openLogin();
    await login.chooseChannel(/phone|sms/i);
    await login.submitContact(phone);
    await login.fillCode(await mailbox.latestCode(phone));
    await login.finishLogin('new');
    await login.expectLoggedIn(phone);
  },
};
