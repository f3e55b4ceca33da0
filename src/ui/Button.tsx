import type { ComponentPropsWithRef } from 'react';
import './button.css';

/** secondary: the grey default; raised: lighter grey on a grey card; safe: "I'm OK" green. */
export type ButtonVariant =
  'secondary' | 'raised' | 'primary' | 'danger' | 'safe' | 'light' | 'outline';

interface Look {
  variant?: ButtonVariant;
  /** As wide as its container. */
  block?: boolean;
}

export function buttonClassName({ variant = 'secondary', block }: Look, className?: string) {
  return [
    'ui-button',
    variant === 'secondary' ? null : `ui-button--${variant}`,
    block ? 'ui-button--block' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ComponentPropsWithRef<'button'> & Look;

/**
 * A button at least 44 px each way (--touch-target). `type` is "button" unless said otherwise, so
 * a button in a form never submits it by accident. A toggle passes `aria-pressed`, which also
 * gives it the primary look while pressed.
 */
export function Button({ variant, block, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, block }, className)} {...props} />
  );
}

export type ButtonLinkProps = ComponentPropsWithRef<'a'> & Look;

/** A link (a phone number, a store) that looks like a Button. */
export function ButtonLink({ variant, block, className, ...props }: ButtonLinkProps) {
  return <a className={buttonClassName({ variant, block }, className)} {...props} />;
}
