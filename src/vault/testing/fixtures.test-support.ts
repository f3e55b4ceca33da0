import type { VaultDatabase, VaultTableName } from '../index';

/** One sample record per table, each carrying the marker so a raw reader can look for it. */
export function sampleRecords(marker: string): Record<VaultTableName, Record<string, unknown>> {
  const at = 1_760_000_000_000;
  return {
    contacts: {
      id: 'c1',
      name: `${marker} Sam`,
      phone: '+447700900123',
      priority: 1,
      createdAt: at,
    },
    backupContacts: {
      id: 'b1',
      name: `${marker} Jo`,
      phone: '+447700900456',
      priority: 1,
      createdAt: at,
    },
    emergencySettings: {
      id: 'emergency',
      locationFrequencySeconds: 30,
      backupDelayMinutes: 5,
      autoVoiceCalls: false,
      silentMode: true,
      customMessage: `${marker} please call`,
    },
    checkins: { id: 'k1', status: 'help', location: `${marker} 51.5,-0.12`, createdAt: at },
    accessLog: { id: 'a1', at, attempted: true, note: marker },
    recordings: {
      id: 'r1',
      name: `${marker}.webm`,
      type: 'audio',
      mimeType: 'audio/webm',
      durationSeconds: 3,
      sizeText: '12 KB',
      createdAt: at,
    },
    mediaChunks: { id: 'm1', recordingId: 'r1', seq: 0, data: new TextEncoder().encode(marker) },
    watchlist: { id: 'w1', name: `${marker} Alex`, createdAt: at },
    journal: { id: 'j1', content: `${marker} dear diary`, createdAt: at },
    communityReports: {
      id: 'p1',
      category: 'scam',
      description: `${marker} fake job`,
      createdAt: at,
    },
    chatMessages: {
      id: 'h1',
      text: `${marker} hello`,
      sender: 'user',
      timestamp: at,
      type: 'support',
    },
    subscription: {
      id: 'status',
      status: 'free',
      plan: 'free',
      trialEnd: marker,
      friendAccess: false,
    },
    usage: { id: 'usage', audio: 1, photo: 2, video: 0, total: 3, note: marker },
    settings: {
      id: 'settings',
      emergencyNumbers: [{ id: 'n1', country: marker, number: '999', description: '' }],
      redFlags: [],
    },
    outbox: {
      id: 'o1',
      seq: 1,
      method: 'POST',
      path: '/api/journal',
      body: { content: marker },
      idempotencyKey: 'k',
      resource: 'journal:j1',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      createdAt: at,
    },
    meta: { id: 'note', value: marker },
    evidenceNotes: { id: 'evidence-note-1', text: `He broke the door ${marker}`, createdAt: at },
  };
}

export async function writeSamples(db: VaultDatabase, marker: string): Promise<void> {
  const samples = sampleRecords(marker);
  for (const [table, record] of Object.entries(samples)) {
    await db.table(table).put(record);
  }
}
