// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CompanionResponse, RiskLevel, SafetyCheckResponse } from '../api/contract';
import { classifyRisk } from '../api/replies';
import { post, state, setupMockApiSuite } from './testClient.test-support';

setupMockApiSuite();

describe('safety check', () => {
  const cases: Array<[string, RiskLevel]> = [
    ['I want to END IT ALL', 'high'],
    ['he has a Weapon', 'high'],
    ['Is this an emergency?', 'high'],
    ['I feel scared walking home', 'medium'],
    ['there is abuse at home', 'medium'],
    ['I am Trapped in a lift', 'medium'],
    ['Is this taxi app legit?', 'low'],
  ];

  it.each(cases)('"%s" is %s risk', async (query, riskLevel) => {
    const res = await post<SafetyCheckResponse>('/api/safety-check', { query });
    expect(res.status).toBe(200);
    expect(res.body.riskLevel).toBe(riskLevel);
    expect(res.body.result.length).toBeGreaterThan(20);
  });

  it('mentions emergency services for high risk only', async () => {
    const high = await post<SafetyCheckResponse>('/api/safety-check', { query: 'kill' });
    expect(high.body.result).toMatch(/emergency services/i);
    const low = await post<SafetyCheckResponse>('/api/safety-check', { query: 'hello' });
    expect(low.body.result).not.toMatch(/emergency services/i);
  });

  it('prefers high over medium when both match', () => {
    expect(classifyRisk('scared he will kill me')).toBe('high');
  });

  it('rejects empty or missing queries', async () => {
    expect((await post('/api/safety-check', { query: '  ' })).status).toBe(400);
    expect((await post('/api/safety-check', {})).status).toBe(400);
    expect((await post('/api/safety-check', { query: 'x'.repeat(2001) })).status).toBe(400);
    expect(state().writes).toEqual({});
  });
});

describe('AI assistant', () => {
  it('answers with topic advice', async () => {
    const res = await post<{ response: string }>('/api/ai-assistant', {
      query: 'I think someone is following me',
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatch(/busy, well-lit/);
  });

  it('falls back to general advice and escalates high risk', async () => {
    const general = await post<{ response: string }>('/api/ai-assistant', { query: 'tips?' });
    expect(general.body.response).toMatch(/trust your instincts/i);
    const high = await post<{ response: string }>('/api/ai-assistant', { query: 'suicide' });
    expect(high.body.response).toMatch(/emergency services/i);
  });

  it('rejects an empty query', async () => {
    expect((await post('/api/ai-assistant', { query: '' })).status).toBe(400);
  });
});

describe('companion chat', () => {
  const history = [
    { text: 'hi', sender: 'user' },
    { text: 'Hi, I am here with you.', sender: 'companion' },
  ];

  it('replies supportively and is keyword-aware', async () => {
    const calm = await post<CompanionResponse>('/api/chat/companion', {
      message: 'long day',
      conversationHistory: history,
    });
    expect(calm.status).toBe(200);
    expect(calm.body.response).toMatch(/here to listen/);
    const scared = await post<CompanionResponse>('/api/chat/companion', {
      message: 'I am scared',
      conversationHistory: [],
    });
    expect(scared.body.response).toMatch(/somewhere safe/);
    const crisis = await post<CompanionResponse>('/api/chat/companion', {
      message: 'I want to die',
      conversationHistory: history,
    });
    expect(crisis.body.response).toMatch(/emergency services/);
  });

  it('validates message and conversationHistory', async () => {
    const tooLong = Array.from({ length: 7 }, () => ({ text: 't', sender: 'user' }));
    const bad = [
      { message: '', conversationHistory: [] },
      { message: 'hi' },
      { message: 'hi', conversationHistory: 'no' },
      { message: 'hi', conversationHistory: tooLong },
      { message: 'hi', conversationHistory: [{ text: 't', sender: 'robot' }] },
      { message: 'hi', conversationHistory: [{ sender: 'user' }] },
      { message: 'hi', conversationHistory: [null] },
    ];
    for (const body of bad) {
      const res = await post<{ message: string }>('/api/chat/companion', body);
      expect(res.status).toBe(400);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    const six = { message: 'hi', conversationHistory: tooLong.slice(1) };
    expect((await post('/api/chat/companion', six)).status).toBe(200);
  });
});
