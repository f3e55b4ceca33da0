import { describe, expect, it, vi } from 'vitest';
import { consoleReport, type ReportAdapter } from './report';
import { FakeReport } from './report.test-support';

interface Sink {
  adapter: ReportAdapter;
  texts(): unknown[];
}

function consoleSink(): Sink {
  const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { adapter: consoleReport, texts: () => written.mock.calls.map(([text]) => text) };
}

function fakeSink(): Sink {
  const fake = new FakeReport();
  return { adapter: fake, texts: () => fake.texts };
}

describe.each([
  ['the console', consoleSink],
  ['the fake', fakeSink],
])('report contract: %s', (_, makeSink) => {
  it('keeps each text, in order', () => {
    const sink = makeSink();
    sink.adapter.report('no position', 'timeout');
    sink.adapter.report('save failed', new Error('x'));
    expect(sink.texts()).toEqual(['no position', 'save failed']);
  });
});
