import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'plain';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** The compact size of table rows and toolbars. */
  small?: boolean;
  /** As wide as its container: a phone's one primary action. */
  block?: boolean;
  className?: string;
}

/** The class names of a button's look, for a router `Link` or an `<a>` that reads as a button. */
export const buttonClass = ({ variant = 'primary', small, block, className }: ButtonLook = {}) =>
  [
    'btn',
    variant === 'plain' ? null : `btn--${variant}`,
    small ? 'btn--small' : null,
    block ? 'btn--block' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** While a call runs: disabled, announced as busy, and saying "Please wait". */
    busy?: boolean;
  };

/**
 * The app's button: `type="button"` unless told otherwise (a stray Enter must not submit a
 * form), its look from the brand's variables in index.css.
 */
export const Button = ({
  variant,
  small,
  block,
  className,
  busy = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) => {
  const { t } = useTranslation();
  return (
    <button
      type={type}
      className={buttonClass({ variant, small, block, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? t('common.pleaseWait') : children}
    </button>
  );
};
