/** Every namespace, one JSON file per language in locales/<lng>/<namespace>.json. */
export const NAMESPACES = [
  'calculator',
  'shell',
  'info',
  'help',
  'settings',
  'country',
  'journal',
  'stealth',
  'vault',
  'contacts',
  'sos',
  'emergency',
  'community',
  'shop',
  'subscription',
  'chat',
  'tools',
  'triggers',
  'evidence',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
