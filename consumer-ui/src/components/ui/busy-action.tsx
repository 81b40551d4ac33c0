import type { ReactNode } from 'react';
import { Button } from './button';

interface BusyActionProps {
  /** The button's text while nothing is under way. */
  label: ReactNode;
  busy: boolean;
  /** The last attempt's refusal, shown above the button and announced. */
  error?: string | null;
  /** Without it the button submits its form. */
  onClick?: () => void;
  autoFocus?: boolean;
}

/**
 * The primary action of a step with its error line: the button is disabled and says "Please
 * wait" while the call runs, and the refusal of the last try sits just above it.
 */
export const BusyAction = ({ label, busy, error, onClick, autoFocus }: BusyActionProps) => (
  <>
    {error ? (
      <p className="field__error" role="alert">
        {error}
      </p>
    ) : null}
    <Button
      type={onClick ? 'button' : 'submit'}
      block
      busy={busy}
      onClick={onClick}
      data-autofocus={autoFocus || undefined}
    >
      {label}
    </Button>
  </>
);
