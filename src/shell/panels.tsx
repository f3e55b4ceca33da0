import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../ui/preloadableLazy';
import type { TabId } from './tabs';
import { UnavailablePanel } from './UnavailablePanel';

export interface PanelProps {
  tab: TabId;
  codes: { unlock: string; panic: string; friend: string };
}

/** Each tab's panel is its own lazily loaded chunk. */
const InfoPanel = lazy(() => import('../features/info').then((m) => ({ default: m.InfoPanel })));
const HelpPanel = lazy(() => import('../features/help').then((m) => ({ default: m.HelpPanel })));
// The default tab's panel: the shell loads it ahead of the unlock render (shellReady).
const EmergencyPanel = preloadableLazy(() =>
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

type Panel =
  | ComponentType<PanelProps>
  | LazyExoticComponent<ComponentType<PanelProps>>
  | PreloadableLazy<ComponentType<PanelProps>>;

export const PANELS: Record<TabId, Panel> = {
  emergency: EmergencyPanel,
  evidence: UnavailablePanel,
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
