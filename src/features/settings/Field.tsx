import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

type Props = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /**
   * Codes and passphrases: masked by CSS on a text input rather than type="password", so the
   * browser never offers to save them in its password manager, where someone could find them.
   */
  secret?: boolean;
  /** Keeps digits only (codes). */
  digits?: boolean;
  /** Why what was typed cannot be kept: shown under the input, which keeps its text. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** A visibly labelled input (UI-CONTRACT.md: the label's text is the accessible name). */
export function Field(props: Props) {
  const { label, value, onValueChange, hint, secret, digits, error, ref, ...input } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="text"
        value={value}
        onChange={(event) =>
          onValueChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)
        }
        className={secret ? 'settings-secret' : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        // Never autofill: Chromium would keep what is typed here, in plain text, in its own
        // "Web Data" file, outside the vault and out of reach of the wipe.
        autoComplete="off"
        {...(secret ? { autoCorrect: 'off', autoCapitalize: 'off', spellCheck: false } : {})}
        {...(digits ? { inputMode: 'numeric' as const, pattern: '[0-9]*' } : {})}
        {...input}
      />
      {hint && (
        <p id={hintId} className="panel-note">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="settings-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
