import { useId } from 'react';

interface AdvancedSettingsSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a native checkbox with the switch role, its label and a one-line hint. */
export function AdvancedSettingsSwitch({
  label,
  hint,
  checked,
  onChange,
}: AdvancedSettingsSwitchProps) {
  const id = useId();
  return (
    <div className="contact-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="panel-note">
        {hint}
      </p>
    </div>
  );
}
