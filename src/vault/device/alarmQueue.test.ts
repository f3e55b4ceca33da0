// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readQueuedAlarms, updateQueuedAlarms, type QueuedAlarm } from './alarmQueue';
import { destroyDeviceKey } from './deviceKey';

const ALARM: QueuedAlarm = {
  key: 'k1',
  status: 'help',
  location: 'Location unavailable',
  raisedAt: 1,
  attempts: 0,
};

async function databaseNames(): Promise<(string | undefined)[]> {
  return (await indexedDB.databases()).map((db) => db.name);
}

beforeEach(async () => {
  await destroyDeviceKey();
});

describe('the duress alarm queue', () => {
  it('keeps a queued alarm across reads', async () => {
    await updateQueuedAlarms((alarms) => [...alarms, ALARM]);
    expect(await readQueuedAlarms()).toEqual([ALARM]);
  });

  it('leaves no database behind once the queue is empty (a wiped calculator stays empty)', async () => {
    // A delivery run on a fresh or wiped device finds nothing and writes nothing.
    await updateQueuedAlarms((alarms) => alarms);
    expect(await databaseNames()).not.toContain('calculator-device');
    // A delivered alarm empties the queue: the device store goes with it.
    await updateQueuedAlarms(() => [ALARM]);
    await updateQueuedAlarms(() => []);
    expect(await readQueuedAlarms()).toEqual([]);
    expect(await databaseNames()).not.toContain('calculator-device');
  });
});
