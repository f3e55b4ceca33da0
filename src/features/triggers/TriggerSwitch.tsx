import { useId, type ReactNode } from 'react';
import { Switch } from '../../ui/Switch';

/** A labelled on/off switch (role switch) with its explanation, as the Panic tab's rows use. */
export function TriggerSwitch(props: {
  label: string;
  checked: boolean;
  busy?: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const labelId = useId();
  const explainId = useId();
  return (
    <>
      <div className="triggers-switch-row">
        <span id={labelId} className="triggers-switch-label">
          {props.label}
        </span>
        <Switch
          className="triggers-switch"
          checked={props.checked}
          aria-labelledby={labelId}
          aria-describedby={props.children ? explainId : undefined}
          busy={props.busy}
          onClick={props.onToggle}
        />
      </div>
      {props.children && (
        <div id={explainId} className="triggers-explain">
          {props.children}
        </div>
      )}
    </>
  );
}
