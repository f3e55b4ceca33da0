// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { getVaultDatabase, type ChatMessage } from '../../vault';
import { installTestVault } from '../../vault/testing/vault.test-support';
import { deleteConversation, sortConversation } from './chatRepository';
import { RESOURCE_DELAY_MS, sendChatMessage, useChatActivity } from './conversation';

installTestVault('chatMessages');

const TEXTS = {
  fallbackText: 'Offline: call 999 now',
  resourceText: 'Emergency services: 999. Refuge: 0808 2000 247',
};

/** Delays the test releases by hand: each call is recorded with its length. */
function manualSleep() {
  const pending: { ms: number; release: () => void }[] = [];
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      pending.push({ ms, release: resolve });
    });
  const next = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    return pending.shift()!;
  };
  return { sleep, next };
}

function companionAnswering(response: string) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ response }), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, bodies };
}

const noDelay = async () => undefined;

async function conversation(): Promise<ChatMessage[]> {
  return sortConversation(await getVaultDatabase().chatMessages.toArray());
}

function message(index: number): ChatMessage {
  return {
    id: `m${index}`,
    text: `message ${index}`,
    sender: index % 2 === 0 ? 'user' : 'companion',
    timestamp: index,
    type: 'support',
  };
}

describe('a chat turn', () => {
  it('sends the message with the last 6 messages only, and keeps the answer', async () => {
    const companion = companionAnswering('I am here with you.');
    const previous = Array.from({ length: 9 }, (_, i) => message(i));
    const result = await sendChatMessage('  long day  ', {
      previous,
      language: 'en',
      ...TEXTS,
      sleep: noDelay,
      fetch: companion.fetch,
    });
    expect(result).toEqual({ ok: true });
    expect(companion.bodies[0]).toEqual({
      message: 'long day',
      language: 'en',
      conversationHistory: previous.slice(3).map(({ text, sender }) => ({ text, sender })),
    });
    expect((await conversation()).map((m) => [m.sender, m.text])).toEqual([
      ['user', 'long day'],
      ['companion', 'I am here with you.'],
    ]);
  });

  it('shows the typing indicator for the 1–3 s reply delay, even when the answer is instant', async () => {
    const delays = manualSleep();
    const turn = sendChatMessage('hello', {
      previous: [],
      language: 'en',
      ...TEXTS,
      random: () => 0.5,
      sleep: delays.sleep,
      fetch: companionAnswering('ok').fetch,
    });
    const delay = await delays.next();
    expect(delay.ms).toBe(2000);
    expect(useChatActivity.getState().typing).toBe(true);
    expect(await conversation()).toHaveLength(1);
    delay.release();
    await turn;
    expect(useChatActivity.getState().typing).toBe(false);
    expect(await conversation()).toHaveLength(2);
  });

  it('answers with the fallback (emergency numbers) when the companion fails or is offline', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const failing = vi.fn(
      async () => new Response('oops', { status: 503 }),
    ) as unknown as typeof fetch;
    for (const fetch of [offline, failing]) {
      await getVaultDatabase().chatMessages.clear();
      const result = await sendChatMessage('hello', {
        previous: [],
        language: 'en',
        ...TEXTS,
        sleep: noDelay,
        fetch,
      });
      expect(result).toEqual({ ok: true });
      const [, reply] = await conversation();
      expect(reply).toMatchObject({
        sender: 'companion',
        text: TEXTS.fallbackText,
        type: 'emergency',
      });
    }
  });

  it.each([
    ['I want to end it all', 'en'],
    ['Ich will sterben', 'de'],
    ['Tengo un cuchillo y quiero morir', 'es'],
    ['أريد الانتحار', 'ar'],
    ['می‌خواهم خودکشی کنم', 'fa'],
    ['Kendimi öldürmek istiyorum', 'tr'],
  ])(
    '"%s" (%s) is high risk: the resources follow 1.5 s after the reply',
    async (text, language) => {
      const delays = manualSleep();
      const turn = sendChatMessage(text, {
        previous: [],
        language,
        ...TEXTS,
        random: () => 0,
        sleep: delays.sleep,
        fetch: companionAnswering('Please call for help now.').fetch,
      });
      (await delays.next()).release();
      const resourceDelay = await delays.next();
      expect(resourceDelay.ms).toBe(RESOURCE_DELAY_MS);
      expect((await conversation()).map((m) => m.type)).toEqual(['emergency', 'emergency']);
      resourceDelay.release();
      await turn;
      expect((await conversation()).at(-1)).toMatchObject({
        sender: 'companion',
        type: 'resource',
        text: TEXTS.resourceText,
      });
    },
  );

  it.each([
    ['Ich habe Angst', 'de'],
    ['Die Tür ist zu', 'de'],
    ['I am learning new skills', 'en'],
  ])('"%s" (%s) gets no resource message', async (text, language) => {
    await sendChatMessage(text, {
      previous: [],
      language,
      ...TEXTS,
      sleep: noDelay,
      fetch: companionAnswering('Are you somewhere safe?').fetch,
    });
    expect((await conversation()).map((m) => m.type)).toEqual(['support', 'support']);
  });

  it('ignores an empty message and deletes the whole conversation in one step', async () => {
    expect(await sendChatMessage('   ', { previous: [], language: 'en', ...TEXTS })).toEqual({
      ok: false,
      reason: 'empty',
    });
    await getVaultDatabase().chatMessages.bulkAdd([message(1), message(2)]);
    expect(await deleteConversation()).toEqual({ ok: true });
    expect(await conversation()).toEqual([]);
  });
});
