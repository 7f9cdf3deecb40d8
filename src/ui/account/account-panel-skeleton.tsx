import type { LoginMethod } from '../../core/internal';
import type { AccountPanelSection } from './account-panel';

/** Sections drawn as boxes of their own whatever the user has (the profile always has something; the sessions are this one at least). */
const alwaysBoxed: readonly AccountPanelSection[] = ['profile', 'sessions', 'privateKeys'];

/** The section a login method proves the user has something in (a passkey, a linked social account, a linked wallet). */
const provenBy: Partial<Record<LoginMethod, AccountPanelSection>> = { passkey: 'passkeys', oauth: 'linkedAccounts', wallet: 'wallets' };

type Bar = 'heading' | 'text' | 'label' | 'field' | 'button' | 'row' | 'item' | 'session';

/** The shape of each section's box: the same parts, at the heights of the section's own (a line of text, a field, a button, a list item). */
const shapes: Record<AccountPanelSection, readonly Bar[]> = {
  // Name (field, Save), the email address (value, Change), the phone number (value beside its button).
  profile: ['heading', 'text', 'label', 'field', 'button', 'label', 'text', 'button', 'label', 'row'],
  passkeys: ['heading', 'text', 'item', 'button'],
  linkedAccounts: ['heading', 'text', 'item', 'button'],
  wallets: ['heading', 'text', 'item', 'button'],
  sessions: ['heading', 'text', 'session'],
  privateKeys: ['heading', 'text', 'text', 'item'],
  walletExport: ['heading', 'text', 'text', 'item'],
  mfa: ['heading', 'text', 'item', 'button'],
};

export interface AccountPanelSkeletonProps {
  /** The sections the panel shows, in its order. */
  sections: readonly AccountPanelSection[];
  /** How the user logged in: a passkey login means a Passkeys box, a social login a Linked accounts box, a wallet's a Wallets box. */
  method?: LoginMethod;
}

/**
 * The account panel while it reads: boxes in the panel's layout (no text, hidden from assistive
 * technology; the panel says it is busy), as the sections most likely come (boxes for what the user
 * has, as far as the login tells; one line and a button each for the rest, as the invitation), so
 * that the sections take about the same places. Shimmers only where motion is welcome.
 */
export function AccountPanelSkeleton({ sections, method }: AccountPanelSkeletonProps) {
  const proven = method === undefined ? undefined : provenBy[method];
  const isBoxed = (section: AccountPanelSection) => alwaysBoxed.includes(section) || section === proven;
  const boxes = sections.filter(isBoxed);
  // Private keys and wallets to export are never offered: without any the section is not shown at all.
  const offers = sections.filter((section) => !isBoxed(section) && section !== 'privateKeys' && section !== 'walletExport');
  return (
    <div className="loginkit-account-skeleton" aria-hidden="true" data-account-skeleton="">
      {boxes.map((section) => (
        <div key={section} className="loginkit-account-section loginkit-account-skeleton__section" data-skeleton-section={section}>
          {shapes[section].map((bar, index) => (
            <span key={index} className={`loginkit-account-skeleton__bar loginkit-account-skeleton__bar--${bar}`} />
          ))}
        </div>
      ))}
      {offers.length > 0 && (
        <div className="loginkit-account-skeleton__invite">
          <span className="loginkit-account-skeleton__bar loginkit-account-skeleton__bar--text" />
          {offers.map((section) => (
            <span key={section} className="loginkit-account-skeleton__bar loginkit-account-skeleton__bar--button" data-skeleton-offer={section} />
          ))}
        </div>
      )}
    </div>
  );
}
