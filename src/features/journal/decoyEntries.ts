import { initI18n } from '../../i18n';
import { getVaultDatabase, newId, vaultMode, type JournalEntry } from '../../vault';

/**
 * The decoy's journal: a vault in use has entries, so the copy the duress code opens is given a few
 * everyday notes the first time it opens, in the person's language, on days in the recent past.
 * They stay on the device (the decoy never syncs) and nothing marks them as made up.
 */
export const SAMPLE_KEYS = [
  'walk',
  'tired',
  'dentist',
  'calm',
  'school',
  'work',
  'rain',
  'card',
] as const;
const SAMPLES = 3;
const DAY = 24 * 60 * 60 * 1000;

function pick<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  const random = new Uint32Array(count);
  crypto.getRandomValues(random);
  for (let i = 0; i < count && pool.length > 0; i += 1) {
    chosen.push(...pool.splice((random[i] ?? 0) % pool.length, 1));
  }
  return chosen;
}

/** Days ago (2 to 30), older first, each at a daytime hour. */
function pastTimes(count: number, now: number): number[] {
  const random = new Uint32Array(count * 2);
  crypto.getRandomValues(random);
  const times = Array.from({ length: count }, (_, i) => {
    const daysAgo = 2 + ((random[i * 2] ?? 0) % 29);
    const day = new Date(now - daysAgo * DAY);
    day.setHours(8 + ((random[i * 2 + 1] ?? 0) % 13), (random[i * 2 + 1] ?? 0) % 60, 0, 0);
    return day.getTime();
  });
  return times.sort((a, b) => a - b);
}

/** Fills the decoy's journal once (only while the decoy is open and its journal has never had any). */
export async function furnishDecoy(now: number = Date.now()): Promise<void> {
  if (vaultMode() !== 'decoy') return;
  const db = getVaultDatabase();
  if ((await db.meta.get('decoyFurnished')) || (await db.journal.count()) > 0) return;
  const i18n = await initI18n();
  await i18n.loadNamespaces('journal');
  const t = i18n.getFixedT(null, 'journal');
  const times = pastTimes(SAMPLES, now);
  const entries: JournalEntry[] = pick(SAMPLE_KEYS, SAMPLES).map((key, i) => ({
    id: newId(),
    content: t(`sample.${key}`),
    createdAt: times[i] ?? now,
  }));
  await db.transaction('rw', [db.journal, db.meta], async () => {
    if (vaultMode() !== 'decoy') return;
    await db.journal.bulkAdd(entries);
    await db.meta.put({ id: 'decoyFurnished', value: true });
  });
}
