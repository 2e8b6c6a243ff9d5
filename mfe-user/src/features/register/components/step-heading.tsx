import { useEffect, useRef, type ReactNode } from 'react';

interface StepHeadingProps {
  children: ReactNode;
  /** Move the focus here when the step appears (after a step change, not on page load). */
  focusOnMount?: boolean;
}

/** The title of a registration step. */
export function StepHeading({ children, focusOnMount = false }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 id="register-step-title" ref={ref} tabIndex={-1} className="register-step__title">
      {children}
    </h2>
  );
}
