import { demo } from '../apps';
import { waitUntil } from '../driver';
import type { Flow } from '../flow';
import type { LoginPageModel } from '../models/login-page';
import { MailboxModel, uniqueEmail } from '../models/mailbox';

/** Opens the modal and asks for a code for a new email address; returns the code sent. */
async function askForCode(login: LoginPageModel, label: string): Promise<string> {
  const mailbox = new MailboxModel(demo.relayUrl);
  const email = uniqueEmail(label);
  await login.open();
  await login.openLogin();
  await login.submitContact(email);
  return mailbox.latestCode(email);
}

/** The modal logs the new user in; if not, says what the code field holds (a lost digit shows as a code that never completes). */
async function expectLoggedInAfterEntering(login: LoginPageModel, code: string): Promise<void> {
  try {
    await login.finishLogin('new');
  } catch (error) {
    throw new Error(`entered ${code}; the code field holds ${JSON.stringify(await login.codeFieldValue())}`, { cause: error });
  }
}

export const codeByPasteFlow: Flow = {
  name: 'code entry: the whole code pasted at once (with a space in it) submits by itself',
  async run({ engine, page }) {
    const login = demo.model(page);
    const code = await askForCode(login, `paste-${engine}`);
    // "123 456": a code copied from a message comes with a space; the field keeps the digits.
    await login.pasteCode(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expectLoggedInAfterEntering(login, code);
  },
};

export const codeByTypingFlow: Flow = {
  name: 'code entry: six digits typed at full speed (a key event per digit, no delay), a wrong code and then the right one over it',
  async run({ engine, page }) {
    const login = demo.model(page);
    const code = await askForCode(login, `typing-${engine}`);
    const wrong = code === '000000' ? '111111' : '000000';
    // All six digits arrive: the modal submits the code by itself and the relay says it is wrong.
    await login.typeCode(wrong);
    await waitUntil(`the wrong code ${wrong} refused`, async () => /not right/i.test((await login.alert()) ?? ''));
    // The wrong code stays in the field; the right one typed at once replaces it, digit by digit.
    await login.typeCode(code);
    await expectLoggedInAfterEntering(login, code);
  },
};
