import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n';
import en from '../../../../locales/en/evidence.json';
import { captureFailureMessage } from './messages';

/** The English texts, looked up like i18next does (nested keys, {{placeholders}}). */
const t = ((key: string, values: Record<string, string> = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}) as unknown as TFunction<'evidence'>;

describe('spec §8 capture messages', () => {
  it.each([
    ['denied', 'audio', 'Access was denied'],
    ['not-found', 'video', 'No camera/microphone found'],
    ['not-supported', 'audio', 'Recording not supported'],
    ['busy', 'video', 'Device is busy'],
    ['permission-denied', 'audio', 'Microphone Access Required'],
    ['permission-denied', 'video', 'Camera Access Required'],
    ['start-failed', 'audio', 'Recording Error'],
    ['photo-failed', 'photo', 'Photo Failed'],
    ['denied', 'screen', 'Screenshot Failed'],
  ] as const)('%s while capturing %s says "%s"', (reason, kind, title) => {
    expect(captureFailureMessage(t, reason, kind).title).toBe(title);
  });

  it('names the type in the free recording limit and has its own photo limit text', () => {
    expect(captureFailureMessage(t, 'limit', 'video').description).toBe(
      "You've reached your free video recording limit. Upgrade for unlimited recordings.",
    );
    expect(captureFailureMessage(t, 'limit', 'photo').description).toBe(
      "You've reached your free photo capture limit. Upgrade for unlimited captures.",
    );
  });
});
