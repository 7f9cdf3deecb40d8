import type { StepUpContext, StepUpMethodKind } from '../../core/internal';
import { listWithOr } from '../locales/plural-form';
import { useStrings } from '../locales/strings-context';
import { useStepUpStrings } from '../locales/use-step-up-strings';

export interface StepUpStepsProps {
  context: StepUpContext;
}

/**
 * The policy's steps in order, each named by the ways it can be proved ("Passkey", "Email code or
 * Text message code"): the ones proved marked done (a check mark; "done" for screen readers), the
 * current one `aria-current="step"`. Only for a policy of more than one step.
 */
export function StepUpSteps({ context }: StepUpStepsProps) {
  const { lang } = useStrings();
  const strings = useStepUpStrings();
  if (context.steps.length < 2) return null;
  return (
    <ol className="loginkit-step-up__steps" aria-label={strings.stepUpStepsLabel}>
      {context.steps.map((step) => {
        const kinds = [...new Set<StepUpMethodKind>(step.options.map((option) => option.kind))];
        const done = step.satisfied || step.index < context.current;
        return (
          <li key={step.index} className="loginkit-step-up__step" data-done={done || undefined} aria-current={step.index === context.current ? 'step' : undefined}>
            {listWithOr(lang, kinds.map((kind) => strings.stepUpMethodName[kind]))}
            {done && <span className="loginkit-visually-hidden">{` (${strings.stepUpStepDone})`}</span>}
          </li>
        );
      })}
    </ol>
  );
}
