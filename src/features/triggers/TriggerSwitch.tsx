import { useId, type ReactNode } from 'react';

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
        <button
          type="button"
          role="switch"
          className="triggers-switch"
          aria-checked={props.checked}
          aria-labelledby={labelId}
          aria-describedby={props.children ? explainId : undefined}
          aria-busy={props.busy || undefined}
          onClick={props.onToggle}
        >
          <span className="triggers-switch-track" aria-hidden>
            <span className="triggers-switch-thumb" />
          </span>
        </button>
      </div>
      {props.children && (
        <div id={explainId} className="triggers-explain">
          {props.children}
        </div>
      )}
    </>
  );
}
