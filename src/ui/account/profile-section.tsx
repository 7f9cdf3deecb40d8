import { useUser, useWalletKitConfig } from '../../react/index';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
import { AccountMessageLines, useAccountMessages } from './account-messages';
import { useSectionContent } from './account-panel-layout';
import { AccountSection, type AccountSectionProps } from './account-section';
import { ContactChange } from './contact-change';
import { ProfileNameForm } from './profile-name-form';

export type ProfileSectionProps = AccountSectionProps;

/**
 * The signed-in user's profile: the name (saved with update_user), and the email address and
 * phone number, each changed only after a one-time code sent to the NEW one is confirmed.
 * Place it inside <LoginKitProvider> (alone, or inside an AccountPanel).
 */
export function ProfileSection(props: ProfileSectionProps) {
  return (
    <AccountSection {...props} kind="loginkit-account-profile" section="profile" heading={(account) => account.profileHeading} description={(account) => account.profileDescription}>
      <ProfileBody />
    </AccountSection>
  );
}

function ProfileBody() {
  const strings = useStrings();
  const account = useAccountStrings();
  const { user, update } = useUser();
  const config = useWalletKitConfig().data;
  const messages = useAccountMessages(strings);
  useSectionContent('profile', user.isPending ? 'loading' : 'filled');

  if (user.isPending) {
    return (
      <p className="loginkit-text" aria-busy="true">
        {account.profileLoading}
      </p>
    );
  }
  if (user.isError) {
    return (
      <div className="loginkit-account-section__body">
        <p className="loginkit-error" role="alert">
          {account.profileLoadFailed} {strings.errors[user.error.code]}
        </p>
        <div className="loginkit-account-section__buttons">
          <KitButton variant="secondary" busy={user.isFetching} onClick={() => void user.refetch()}>
            {strings.retry}
          </KitButton>
        </div>
      </div>
    );
  }
  const profile = user.data;
  // The channels the app sends codes on (both until the configuration is in).
  const channels = config?.otpChannels ?? ['email', 'sms'];
  const code = { length: config?.otpLength ?? 6, alphanumeric: config?.otpAlphanumeric ?? false };
  return (
    <div className="loginkit-account-section__body">
      <ProfileNameForm savedName={realName(profile.userName, [profile.userEmail, profile.userPhoneNumber])} update={update} messages={messages} />
      <dl className="loginkit-account-contacts">
        <ContactChange channel="email" current={profile.userEmail} changeable={channels.includes('email')} code={code} messages={messages} />
        <ContactChange channel="sms" current={profile.userPhoneNumber} changeable={channels.includes('sms')} code={code} messages={messages} />
      </dl>
      <AccountMessageLines messages={messages} />
    </div>
  );
}

/**
 * The user's name, or '' when the profile has none of its own: the service names a new user after
 * the email address or phone number they signed up with, which is not a name to fill in.
 */
function realName(userName: string | undefined, contacts: readonly (string | undefined)[]): string {
  const name = userName?.trim() ?? '';
  const same = (contact: string | undefined) => contact !== undefined && contact.trim().toLowerCase() === name.toLowerCase();
  if (name === '' || contacts.some(same) || /^[^\s@]+@[^\s@]+$/.test(name)) return '';
  return name;
}
