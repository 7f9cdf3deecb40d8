import { Suspense, useMemo, useState } from 'react';
import type { MfaPolicy } from '../../core/internal';
import { mfaPolicyCondition, mfaProtectedActions, useMfaMethods, useMfaPolicies } from '../../react/index';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { useMfaPolicyStrings } from '../locales/use-mfa-policy-strings';
import { KitButton } from '../screens/kit-button';
import { SlowWaitNotice } from '../screens/slow-wait-notice';
import { useSlowWait } from '../screens/use-slow-wait';
import { AccountMessageLines, reportOutcome, useAccountMessages } from './account-messages';
import { useSectionContent, type SectionContent } from './account-panel-layout';
import { AccountQueryList } from './account-query-list';
import { AccountSection, type AccountSectionProps } from './account-section';
import { MfaPolicyForm, type MfaPolicyDraft } from './mfa-policy-form';
import { MfaPolicyListItem } from './mfa-policy-list-item';
import { byOrder, mfaPolicyWords, nextOrder, takenActions } from './mfa-policy-words';
import { usePendingFocus } from './use-pending-focus';

export type MfaSectionProps = AccountSectionProps;

/**
 * "Extra verification": the signed-in user's MFA policies in words ("Exporting a key: Passkey,
 * then email code"), in the order the service tries them, each with Delete (confirmed), and Add
 * a rule: the sensitive changes to hold (exporting a key or wallet, deleting a passkey, changing
 * the email address or phone number, adding an API key) and the steps in order, each one or more
 * of the ways this account can verify here. Conditions name the changes' activity types
 * (`mfaPolicyCondition`). A change to the rules that a rule itself holds ends as the kit's step-up
 * makes it, or waits (said politely). A slow answer offers Cancel. Place it inside <LoginKitProvider>.
 */
export function MfaSection(props: MfaSectionProps) {
  // The section's strings are a table of their own, fetched with it in a language other than
  // English: until they are in, nothing shows (no heading without its words).
  return (
    <Suspense fallback={null}>
      <AccountSection {...props} kind="loginkit-account-mfa" section="mfa" heading={() => <MfaText name="mfaHeading" />} description={() => <MfaText name="mfaDescription" />}>
        <MfaBody />
      </AccountSection>
    </Suspense>
  );
}

/** One string of the section's table, in the section's language. */
function MfaText({ name }: { name: 'mfaHeading' | 'mfaDescription' }) {
  return <>{useMfaPolicyStrings()[name]}</>;
}

function MfaBody() {
  const strings = useStrings();
  const account = useAccountStrings();
  const mfa = useMfaPolicyStrings();
  const { policies, create, remove } = useMfaPolicies();
  const { methods, isPending: methodsPending } = useMfaMethods();
  const messages = useAccountMessages(strings);
  const focus = usePendingFocus<HTMLDivElement>();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const running = create.isPending || remove.isPending;
  const slow = useSlowWait(running);

  const list = useMemo(() => byOrder(policies.data ?? []), [policies.data]);
  const taken = useMemo(() => takenActions(list, mfa), [list, mfa]);
  const canAdd = policies.isSuccess && taken.size < mfaProtectedActions.length;
  const moreMethodsHint = !methodsPending && (!methods.includes('AUTHENTICATION_TYPE_PASSKEY') || !methods.some((method) => method.endsWith('_OTP')));

  // No rules: in a panel, only "Add a rule" (until the form opens or something is said).
  let content: SectionContent = 'filled';
  if (policies.isPending) content = 'loading';
  else if (policies.isSuccess && list.length === 0 && !adding && !running && messages.announcement === '' && messages.problem === null) content = canAdd ? 'invite' : 'none';
  const placement = useSectionContent('mfa', content);

  const cancel = (): void => {
    create.cancel();
    remove.cancel();
  };

  const startAdding = (): void => {
    messages.clear();
    setConfirming(null);
    setAdding(true);
    focus.focusSoon('[data-mfa-action]:not(:disabled)');
  };

  const closeForm = (): void => {
    if (create.isPending) {
      create.cancel(); // the form closes when the save stops
      return;
    }
    setAdding(false);
    focus.focusSoon('[data-mfa-add]');
  };

  const save = (draft: MfaPolicyDraft): void => {
    if (running) return;
    const title = mfa.mfaPolicyTitle(draft.actions);
    messages.clear();
    create.mutate(
      {
        mfaPolicyName: title,
        condition: mfaPolicyCondition(draft.actions),
        requiredAuthenticationMethods: draft.steps.map((step) => ({ any: step.map((type) => ({ type })) })),
        order: nextOrder(policies.data ?? []),
      },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'rejected') {
            reportOutcome(outcome, messages, strings, account, '', mfa.mfaAddFailed);
            focus.focusSoon('[data-mfa-save]');
            return;
          }
          setAdding(false);
          reportOutcome(outcome, messages, strings, account, mfa.mfaAdded(title), mfa.mfaAddFailed);
          focus.focusSoon(outcome.status === 'completed' ? `[data-mfa-policy-delete="${outcome.result.mfaPolicyId}"]` : '[data-mfa-add]');
        },
        onError: (error) => {
          if (error.details.aborted === true) {
            setAdding(false);
            messages.tell(account.accountStoppedWaiting);
            focus.focusSoon('[data-mfa-add]');
            return;
          }
          messages.fail(mfa.mfaAddFailed, error);
          focus.focusSoon('[data-mfa-save]');
        },
      },
    );
  };

  const deleteOne = (policy: MfaPolicy, title: string): void => {
    if (running) return;
    const back = `[data-mfa-policy-delete="${policy.mfaPolicyId}"]`;
    messages.clear();
    remove.mutate(
      { mfaPolicyId: policy.mfaPolicyId },
      {
        onSuccess: (outcome) => {
          setConfirming(null);
          const done = reportOutcome(outcome, messages, strings, account, mfa.mfaDeleted(title), mfa.mfaDeleteFailed(title));
          // Gone: on to Add a rule (else the heading); still there: back to its Delete.
          focus.focusSoon(done ? '[data-mfa-add]' : back);
        },
        onError: (error) => {
          setConfirming(null);
          focus.focusSoon(back);
          if (error.details.aborted === true) messages.tell(account.accountStoppedWaiting);
          else messages.fail(mfa.mfaDeleteFailed(title), error);
        },
      },
    );
  };

  return (
    <div className="loginkit-account-section__body" ref={focus.root}>
      <AccountQueryList query={policies} loading={mfa.mfaLoading} failed={mfa.mfaLoadFailed} empty={placement === 'invite' ? undefined : mfa.mfaEmpty}>
        {() =>
          list.map((policy) => {
            const words = mfaPolicyWords(policy, mfa);
            return (
              <MfaPolicyListItem
                key={policy.mfaPolicyId}
                mfaPolicyId={policy.mfaPolicyId}
                words={words}
                confirming={confirming === policy.mfaPolicyId}
                deleting={remove.isPending && remove.variables?.mfaPolicyId === policy.mfaPolicyId}
                waiting={running}
                onDelete={() => {
                  messages.clear();
                  setAdding(false);
                  setConfirming(policy.mfaPolicyId);
                  focus.focusSoon('[data-mfa-policy-confirm]');
                }}
                onConfirm={() => deleteOne(policy, words.title)}
                onCancel={() => {
                  remove.cancel();
                  setConfirming(null);
                  focus.focusSoon(`[data-mfa-policy-delete="${policy.mfaPolicyId}"]`);
                }}
              />
            );
          })
        }
      </AccountQueryList>
      {adding ? (
        <MfaPolicyForm methods={methods} moreMethodsHint={moreMethodsHint} taken={taken} saving={create.isPending} messages={messages} onSave={save} onCancel={closeForm} />
      ) : (
        canAdd && (
          <div className="loginkit-account-section__buttons">
            <KitButton variant="secondary" data-mfa-add="" unavailable={running} onClick={startAdding}>
              {mfa.mfaAdd}
            </KitButton>
          </div>
        )
      )}
      <SlowWaitNotice slow={slow} action={{ label: strings.cancel, onClick: cancel }} />
      <AccountMessageLines messages={messages} />
    </div>
  );
}
