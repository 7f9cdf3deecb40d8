import { useId, useRef, useState, type FormEvent } from 'react';
import type { AuthenticationType } from '../../core/internal';
import { mfaProtectedActions, type MfaProtectedAction } from '../../react/index';
import { useStrings } from '../locales/strings-context';
import { useMfaPolicyStrings } from '../locales/use-mfa-policy-strings';
import { KitButton } from '../screens/kit-button';
import type { AccountMessages } from './account-messages';
import { mfaMethodLabel } from './mfa-policy-words';
import { usePendingFocus } from './use-pending-focus';

/** What the person chose: the changes to hold, and the steps in order (each satisfied by any one of its methods). */
export interface MfaPolicyDraft {
  actions: MfaProtectedAction[];
  steps: AuthenticationType[][];
}

export interface MfaPolicyFormProps {
  /** The ways this account can verify here, in the order to offer them. */
  methods: readonly AuthenticationType[];
  /** Say that adding a passkey or a contact would offer more ways. */
  moreMethodsHint: boolean;
  /** Changes another rule already holds, with its title: not offered again. */
  taken: ReadonlyMap<MfaProtectedAction, string>;
  saving: boolean;
  messages: AccountMessages;
  onSave(draft: MfaPolicyDraft): void;
  /** Closes the form (and stops a save under way). */
  onCancel(): void;
}

/** The most steps a rule takes (the mock relay's cap). */
export const maxMfaSteps = 10;

interface Step {
  key: number;
  methods: AuthenticationType[];
}

/**
 * A new rule: the changes it holds (checkboxes; one already held by another rule is shown
 * disabled, saying which), then its steps in order, each a group of the ways this account can
 * verify here (any one of the chosen ways meets the step). Add a step, remove one, Save, Cancel.
 * What is missing is said in the alert and focus goes to it.
 */
export function MfaPolicyForm({ methods, moreMethodsHint, taken, saving, messages, onSave, onCancel }: MfaPolicyFormProps) {
  const strings = useStrings();
  const mfa = useMfaPolicyStrings();
  const id = useId();
  const focus = usePendingFocus<HTMLFormElement>();
  const [actions, setActions] = useState<MfaProtectedAction[]>([]);
  const nextKey = useRef(1);
  const [steps, setSteps] = useState<Step[]>([{ key: 0, methods: [] }]);

  const toggle = <Item,>(list: readonly Item[], item: Item, on: boolean): Item[] => (on ? [...list, item] : list.filter((other) => other !== item));
  const setStepMethod = (key: number, method: AuthenticationType, on: boolean): void =>
    setSteps((current) => current.map((step) => (step.key === key ? { ...step, methods: toggle(step.methods, method, on) } : step)));
  const addStep = (): void => {
    if (steps.length >= maxMfaSteps) return;
    const key = nextKey.current++;
    setSteps((current) => [...current, { key, methods: [] }]);
    focus.focusSoon(`[data-mfa-step="${key}"] input`);
  };
  const removeStep = (key: number): void => {
    setSteps((current) => current.filter((step) => step.key !== key));
    focus.focusSoon('[data-mfa-add-step]');
  };

  const save = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (saving) return;
    const chosen = mfaProtectedActions.filter((action) => actions.includes(action) && !taken.has(action));
    // Each step's methods in the offered order (and only those still offered).
    const offered = steps.map((step) => methods.filter((method) => step.methods.includes(method)));
    const empty = offered.findIndex((step) => step.length === 0);
    if (chosen.length === 0) {
      messages.fail(mfa.mfaNoAction, '');
      focus.focusNow('[data-mfa-action]:not(:disabled)');
    } else if (empty !== -1) {
      messages.fail(mfa.mfaNoMethod(empty + 1), '');
      focus.focusNow(`[data-mfa-step="${steps[empty]?.key}"] input`);
    } else if (offered.every((step) => step.includes('AUTHENTICATION_TYPE_SESSION'))) {
      // The session that starts a change meets such a step: the rule would ask for nothing more.
      messages.fail(mfa.mfaOnlySession, '');
      focus.focusNow('[data-mfa-add-step]');
    } else {
      onSave({ actions: chosen, steps: offered });
    }
  };

  return (
    <form className="loginkit-account-form loginkit-mfa-form" ref={focus.root} aria-label={mfa.mfaAdd} onSubmit={save} noValidate>
      <fieldset className="loginkit-mfa-fieldset">
        <legend className="loginkit-label loginkit-mfa-fieldset__legend">{mfa.mfaActionsLegend}</legend>
        {mfaProtectedActions.map((action) => {
          const heldBy = taken.get(action);
          const hint = heldBy !== undefined ? mfa.mfaActionTaken(heldBy) : action === 'changeContact' ? mfa.mfaContactHint : action === 'addApiKey' ? mfa.mfaApiKeyHint : undefined;
          const inputId = `${id}-action-${action}`;
          return (
            <div className="loginkit-mfa-choice" key={action}>
              <input
                id={inputId}
                type="checkbox"
                className="loginkit-mfa-choice__input"
                data-mfa-action={action}
                checked={heldBy === undefined && actions.includes(action)}
                disabled={heldBy !== undefined}
                aria-describedby={hint === undefined ? undefined : `${inputId}-hint`}
                onChange={(event) => setActions((current) => toggle(current, action, event.target.checked))}
              />
              <label className="loginkit-mfa-choice__label" htmlFor={inputId}>
                {mfa.mfaActionOption(action)}
              </label>
              {hint !== undefined && (
                <p id={`${inputId}-hint`} className="loginkit-hint loginkit-mfa-choice__hint">
                  {hint}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="loginkit-mfa-fieldset">
        <legend className="loginkit-label loginkit-mfa-fieldset__legend">{mfa.mfaStepsLegend}</legend>
        <p id={`${id}-step-hint`} className="loginkit-hint">
          {mfa.mfaStepHint}
        </p>
        <ol className="loginkit-mfa-steps">
          {steps.map((step, index) => (
            <li key={step.key} className="loginkit-mfa-step">
              <fieldset className="loginkit-mfa-fieldset" data-mfa-step={step.key} aria-describedby={`${id}-step-hint`}>
                <legend className="loginkit-label loginkit-mfa-fieldset__legend">{mfa.mfaStepLegend(index + 1)}</legend>
                {methods.map((method) => {
                  const inputId = `${id}-step-${step.key}-${method}`;
                  return (
                    <div className="loginkit-mfa-choice" key={method}>
                      <input
                        id={inputId}
                        type="checkbox"
                        className="loginkit-mfa-choice__input"
                        checked={step.methods.includes(method)}
                        onChange={(event) => setStepMethod(step.key, method, event.target.checked)}
                      />
                      <label className="loginkit-mfa-choice__label" htmlFor={inputId}>
                        {mfaMethodLabel(method, mfa, strings.lang)}
                      </label>
                    </div>
                  );
                })}
                {steps.length > 1 && (
                  <div className="loginkit-account-section__buttons">
                    <KitButton variant="link" onClick={() => removeStep(step.key)}>
                      {mfa.mfaRemoveStep(index + 1)}
                    </KitButton>
                  </div>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        {moreMethodsHint && <p className="loginkit-hint">{mfa.mfaMoreMethodsHint}</p>}
        <div className="loginkit-account-section__buttons">
          <KitButton variant="secondary" data-mfa-add-step="" unavailable={steps.length >= maxMfaSteps} onClick={addStep}>
            {mfa.mfaAddStep}
          </KitButton>
        </div>
      </fieldset>
      <div className="loginkit-account-section__buttons">
        <KitButton type="submit" busy={saving} data-mfa-save="">
          {saving ? mfa.mfaSaving : mfa.mfaSave}
        </KitButton>
        <KitButton variant="secondary" onClick={onCancel}>
          {strings.cancel}
        </KitButton>
      </div>
    </form>
  );
}
