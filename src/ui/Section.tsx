import type { ReactNode } from 'react';
import './panel.css';

/** A titled block inside a panel. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}
