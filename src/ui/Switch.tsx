import type { ComponentPropsWithRef, MouseEvent } from 'react';
import './switch.css';

export type SwitchProps = Omit<ComponentPropsWithRef<'button'>, 'role' | 'type' | 'onChange'> & {
  checked: boolean;
  /** Called with the new state on a click, Enter or Space (a native button's keys). */
  onCheckedChange?: (checked: boolean) => void;
  /** While the new state is being saved: aria-busy, and further presses are ignored. */
  busy?: boolean;
  /** A visible word beside the track ("On"); hidden from assistive technology, which hears the state. */
  stateText?: string;
};

/**
 * An on/off setting: a button with role "switch" and aria-checked, named by the caller
 * (`aria-labelledby` a visible label, or `aria-label`).
 */
export function Switch({
  checked,
  onCheckedChange,
  busy,
  stateText,
  className,
  onClick,
  ...props
}: SwitchProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || busy) return;
    onCheckedChange?.(!checked);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      className={className ? `ui-switch ${className}` : 'ui-switch'}
      onClick={press}
      {...props}
    >
      <span className="ui-switch-track" aria-hidden="true">
        <span className="ui-switch-thumb" />
      </span>
      {stateText && (
        <span className="ui-switch-text" aria-hidden="true">
          {stateText}
        </span>
      )}
    </button>
  );
}
