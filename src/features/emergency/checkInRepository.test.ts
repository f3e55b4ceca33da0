// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getVaultDatabase, isVaultOpen, unlockWithCode } from '../../vault';
import { setMinimalKdfForTests } from '../../vault/vault';
import { recordCheckIn } from './checkInRepository';

beforeAll(() => setMinimalKdfForTests());
beforeEach(async () => {
  if (!isVaultOpen()) expect(await unlockWithCode('77777')).toBe('real');
  await getVaultDatabase().checkins.clear();
  await getVaultDatabase().outbox.clear();
});

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
      body: { id: result.record.id, status: 'help', location: '51.5,-0.12' },
      resource: `checkins:${result.record.id}`,
    });
    expect(entry?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
