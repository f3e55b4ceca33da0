import { useId } from 'react';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A code input typed like the calculator keypad: digits only, masked with CSS rather than
 * type="password", so the browser never offers to save the code in its password manager.
 */
export function CodeField({ label, value, onChange }: CodeFieldProps) {
  const id = useId();
  return (
    <div className="setup-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        className="setup-masked"
        spellCheck={false}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={10}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}
