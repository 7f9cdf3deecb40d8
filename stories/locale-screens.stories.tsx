import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeScreen } from 'loginkit/ui/otp';
import { ContactScreen } from 'loginkit/ui';
import { emailAndSms, emailOnly, sent, storyActions } from './story-fixtures';

/**
 * The contact and code screens in every supported language. The toolbar's Language switches any
 * story; these pin one each. Arabic is right to left, and its code boxes stay left to right.
 */
function LocaleScreen({ screen }: { screen: 'contact' | 'code' }) {
  return screen === 'contact' ? (
    <ContactScreen config={emailAndSms} actions={storyActions()} state={{ status: 'enteringContact', channel: 'email', contact: '' }} />
  ) : (
    <CodeScreen config={emailOnly} actions={storyActions()} state={{ status: 'enteringCode', ...sent('123') }} />
  );
}

const meta = {
  title: 'Screens/Languages',
  component: LocaleScreen,
  args: { screen: 'contact' },
  argTypes: { screen: { control: 'inline-radio', options: ['contact', 'code'] } },
} satisfies Meta<typeof LocaleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = { screen: 'contact' } as const;
const code = { screen: 'code' } as const;

export const ContactEnglish: Story = { name: 'Contact: English (en)', args: contact, globals: { locale: 'en' } };
export const CodeEnglish: Story = { name: 'Code: English (en)', args: code, globals: { locale: 'en' } };
export const ContactSpanish: Story = { name: 'Contact: Español (es)', args: contact, globals: { locale: 'es' } };
export const CodeSpanish: Story = { name: 'Code: Español (es)', args: code, globals: { locale: 'es' } };
export const ContactGerman: Story = { name: 'Contact: Deutsch (de)', args: contact, globals: { locale: 'de' } };
export const CodeGerman: Story = { name: 'Code: Deutsch (de)', args: code, globals: { locale: 'de' } };
export const ContactFrench: Story = { name: 'Contact: Français (fr)', args: contact, globals: { locale: 'fr' } };
export const CodeFrench: Story = { name: 'Code: Français (fr)', args: code, globals: { locale: 'fr' } };
export const ContactJapanese: Story = { name: 'Contact: 日本語 (ja)', args: contact, globals: { locale: 'ja' } };
export const CodeJapanese: Story = { name: 'Code: 日本語 (ja)', args: code, globals: { locale: 'ja' } };
export const ContactBrazilianPortuguese: Story = { name: 'Contact: Português (pt-BR)', args: contact, globals: { locale: 'pt-BR' } };
export const CodeBrazilianPortuguese: Story = { name: 'Code: Português (pt-BR)', args: code, globals: { locale: 'pt-BR' } };
export const ContactArabic: Story = { name: 'Contact: العربية (ar, right to left)', args: contact, globals: { locale: 'ar' } };
export const CodeArabic: Story = { name: 'Code: العربية (ar, right to left)', args: code, globals: { locale: 'ar' } };
