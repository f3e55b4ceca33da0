import {
  BookOpen,
  Camera,
  CircleHelp,
  Crown,
  EyeOff,
  Globe,
  Info,
  type LucideIcon,
  MessageCircle,
  ShoppingBag,
  Siren,
  Users,
  Wrench,
  Zap,
} from 'lucide-react';

/**
 * The 13 tabs in order; Emergency is selected first. What a person in danger needs first comes
 * first (Emergency, Evidence, Panic): at 390 px only about three tabs fit before the bar scrolls.
 */
export const TAB_IDS = [
  'emergency',
  'evidence',
  'panic',
  'stealth',
  'chat',
  'country',
  'shop',
  'tools',
  'journal',
  'community',
  'info',
  'subscription',
  'help',
] as const;

export type TabId = (typeof TAB_IDS)[number];

export const DEFAULT_TAB: TabId = 'emergency';

export const TAB_ICONS: Record<TabId, LucideIcon> = {
  emergency: Siren,
  evidence: Camera,
  stealth: EyeOff,
  chat: MessageCircle,
  panic: Zap,
  country: Globe,
  shop: ShoppingBag,
  tools: Wrench,
  journal: BookOpen,
  community: Users,
  info: Info,
  subscription: Crown,
  help: CircleHelp,
};
