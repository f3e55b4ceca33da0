// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getVaultDatabase, openFromServer, SERVER_COPY_PREFIX } from '../../../vault';
import { installTestVault } from '../../../vault/testing/vault.test-support';
import { recordCheckIn } from './checkInRepository';

installTestVault('checkins', 'outbox');

describe('check-in repository', () => {
  it('keeps the check-in and queues POST /api/checkin in the same write', async () => {
    const result = await recordCheckIn('help', '51.5,-0.12');
    expect(result).toMatchObject({ ok: true, sent: true, record: { status: 'help' } });
    const db = getVaultDatabase();
    expect(await db.checkins.toArray()).toEqual([result.record]);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/checkin',
      body: { id: result.record.id, status: 'help' },
      resource: `checkins:${result.record.id}`,
    });
    // The server gets the place only sealed, bound to this check-in; the vault keeps it plain.
    const sealed = (entry?.body as { location: string }).location;
    expect(sealed.startsWith(SERVER_COPY_PREFIX)).toBe(true);
    expect(sealed).not.toContain('51.5');
    expect(await openFromServer(sealed, `checkin:${result.record.id}`)).toBe('51.5,-0.12');
    expect(await openFromServer(sealed, `checkin:other`)).toBeNull();
    expect(entry?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
