import { type ReactNode, useId } from 'react';
import './panel.css';

/** A dark panel like the tabs' sections, named by its heading (a region for assistive technology). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel-section settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
