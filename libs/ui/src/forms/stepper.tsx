export interface StepperProps {
  /** Korean names of the steps, in order. */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  label?: string;
}

/** Numbered progress of a multi-step form; the current step is marked aria-current="step". */
export function Stepper({ steps, current, label = '진행 단계' }: StepperProps) {
  return (
    <ol className="dg-stepper" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={step} className={`dg-stepper__step dg-stepper__step--${state}`} aria-current={index === current ? 'step' : undefined}>
            <span className="dg-stepper__number" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="dg-stepper__label">
              {step}
              {index < current ? <span className="dg-visually-hidden"> (완료)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
