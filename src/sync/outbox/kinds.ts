import type { OutboxKind } from '../syncState';

/**
 * The calls of spec §7 that go through the outbox, by kind. A resource names the record a call
 * is about ("journal:<id>"); calls of one resource are delivered strictly in order.
 */
export const PATHS = {
  journal: '/api/journal',
  watchlist: '/api/watchlist',
  communityReports: '/api/community-reports',
  checkins: '/api/checkin',
  usage: '/api/subscription/track-usage',
} as const satisfies Record<OutboxKind, string>;

export function resourceOf(kind: OutboxKind, id: string): string {
  return `${kind}:${id}`;
}

export function kindOfResource(resource: string): OutboxKind | 'other' {
  const kind = resource.slice(0, resource.indexOf(':'));
  return kind in PATHS ? (kind as OutboxKind) : 'other';
}

/** The id part of "kind:id". */
export function idOfResource(resource: string): string {
  return resource.slice(resource.indexOf(':') + 1);
}
