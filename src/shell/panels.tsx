import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TabId } from './tabs';
import { UnavailablePanel } from './UnavailablePanel';

export interface PanelProps {
  tab: TabId;
  codes: { unlock: string; panic: string; friend: string };
}

/** Each tab's panel is its own lazily loaded chunk. */
const InfoPanel = lazy(() => import('../features/info').then((m) => ({ default: m.InfoPanel })));
const HelpPanel = lazy(() => import('../features/help').then((m) => ({ default: m.HelpPanel })));
const EmergencyPanel = lazy(() =>
  import('../features/emergency/panel').then((m) => ({ default: m.EmergencyPanel })),
);
const JournalPanel = lazy(() =>
  import('../features/journal/panel').then((m) => ({ default: m.JournalPanel })),
);
const StealthPanel = lazy(() =>
  import('../features/stealth/panel').then((m) => ({ default: m.StealthPanel })),
);
const CountryPanel = lazy(() =>
  import('../features/country/panel').then((m) => ({ default: m.CountryPanel })),
);

const EvidencePanel = lazy(() =>
  import('../features/evidence/panel').then((m) => ({ default: m.EvidencePanel })),
);

type Panel = ComponentType<PanelProps> | LazyExoticComponent<ComponentType<PanelProps>>;

export const PANELS: Record<TabId, Panel> = {
  emergency: EmergencyPanel,
  evidence: EvidencePanel,
  stealth: StealthPanel,
  chat: UnavailablePanel,
  panic: UnavailablePanel,
  country: CountryPanel,
  shop: UnavailablePanel,
  tools: UnavailablePanel,
  journal: JournalPanel,
  community: UnavailablePanel,
  info: InfoPanel,
  subscription: UnavailablePanel,
  help: HelpPanel,
};
