import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../ui/preloadableLazy';
import type { TabId } from './tabs';

export interface PanelProps {
  tab: TabId;
  codes: { unlock: string; panic: string; friend: string };
  /** Switches the tab bar (links to the Shop, the Panic tab, the Evidence tab). */
  openTab?: (tab: TabId) => void;
}

/** Each tab's panel is its own lazily loaded chunk. */
const InfoPanel = lazy(() => import('../features/info').then((m) => ({ default: m.InfoPanel })));
const HelpPanel = lazy(() => import('../features/help').then((m) => ({ default: m.HelpPanel })));
// The default tab's panel: the shell loads it ahead of the unlock render (shellReady).
const EmergencyPanel = preloadableLazy(() =>
  import('../features/emergency/panel').then((m) => ({
    default: ({ openTab }: PanelProps) => (
      <m.EmergencyPanel onOpenEvidence={openTab ? () => openTab('evidence') : undefined} />
    ),
  })),
);
const JournalPanel = lazy(() =>
  import('../features/journal/panel').then((m) => ({ default: m.JournalPanel })),
);
const StealthPanel = lazy(() =>
  import('../features/stealth/panel').then((m) => ({ default: m.StealthPanel })),
);
const PanicPanel = lazy(() =>
  import('../features/triggers/panel').then((m) => ({ default: m.PanicPanel })),
);
const CountryPanel = lazy(() =>
  import('../features/country/panel').then((m) => ({ default: m.CountryPanel })),
);
const ShopPanel = lazy(() =>
  import('../features/shop/panel').then((m) => ({ default: m.ShopPanel })),
);
const CommunityPanel = lazy(() =>
  import('../features/community/panel').then((m) => ({
    default: ({ openTab }: PanelProps) => (
      <m.CommunityPanel onOpenShop={openTab ? () => openTab('shop') : undefined} />
    ),
  })),
);
const SubscriptionPanel = lazy(() =>
  import('../features/subscription/panel').then((m) => ({ default: m.SubscriptionPanel })),
);

const EvidencePanel = lazy(() =>
  import('../features/evidence/panel').then((m) => ({
    default: ({ openTab }: PanelProps) => (
      <m.EvidencePanel onOpenPanic={openTab ? () => openTab('panic') : undefined} />
    ),
  })),
);

const ChatPanel = lazy(() =>
  import('../features/chat/panel').then((m) => ({ default: m.ChatPanel })),
);

const ToolsPanel = lazy(() =>
  import('../features/tools/panel').then((m) => ({
    default: ({ openTab }: PanelProps) => (
      <m.ToolsPanel onOpenEvidence={openTab ? () => openTab('evidence') : undefined} />
    ),
  })),
);

type Panel =
  | ComponentType<PanelProps>
  | LazyExoticComponent<ComponentType<PanelProps>>
  | PreloadableLazy<ComponentType<PanelProps>>;

export const PANELS: Record<TabId, Panel> = {
  emergency: EmergencyPanel,
  evidence: EvidencePanel,
  stealth: StealthPanel,
  chat: ChatPanel,
  panic: PanicPanel,
  country: CountryPanel,
  shop: ShopPanel,
  tools: ToolsPanel,
  journal: JournalPanel,
  community: CommunityPanel,
  info: InfoPanel,
  subscription: SubscriptionPanel,
  help: HelpPanel,
};
