import type { AccountPanelSection } from './account-panel';

/** The sections drawn in the skeleton as boxes of their own (the others are usually one line of the invitation). */
const boxed: readonly AccountPanelSection[] = ['profile', 'passkeys', 'linkedAccounts', 'sessions'];

type Bar = 'heading' | 'text' | 'label' | 'field' | 'button' | 'item';

/** The shape of each section's box: the same parts, at about the same heights, as the section has. */
const shapes: Partial<Record<AccountPanelSection, readonly Bar[]>> = {
  profile: ['heading', 'text', 'label', 'field', 'button', 'label', 'text', 'label', 'text'],
  passkeys: ['heading', 'text', 'item', 'button'],
  linkedAccounts: ['heading', 'text', 'item'],
  sessions: ['heading', 'text', 'item'],
};

export interface AccountPanelSkeletonProps {
  /** The sections the panel shows, in its order. */
  sections: readonly AccountPanelSection[];
}

/**
 * The account panel while it reads: boxes in the panel's layout (no text, hidden from assistive
 * technology; the panel says it is busy), so the sections take their places without pushing
 * anything when the data arrives. Shimmers only where motion is welcome.
 */
export function AccountPanelSkeleton({ sections }: AccountPanelSkeletonProps) {
  const boxes = sections.filter((section) => boxed.includes(section));
  const more = sections.some((section) => !boxed.includes(section));
  return (
    <div className="loginkit-account-skeleton" aria-hidden="true" data-account-skeleton="">
      {boxes.map((section) => (
        <div key={section} className="loginkit-account-section loginkit-account-skeleton__section">
          {(shapes[section] ?? []).map((bar, index) => (
            <span key={index} className={`loginkit-account-skeleton__bar loginkit-account-skeleton__bar--${bar}`} />
          ))}
        </div>
      ))}
      {more && (
        <div className="loginkit-account-skeleton__invite">
          <span className="loginkit-account-skeleton__bar loginkit-account-skeleton__bar--text" />
          <span className="loginkit-account-skeleton__bar loginkit-account-skeleton__bar--button" />
        </div>
      )}
    </div>
  );
}
