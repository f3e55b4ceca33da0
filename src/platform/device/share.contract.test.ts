import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserShare, type ShareAdapter } from './share';
import { FakeShare } from './share.test-support';

/** How the device answers: a share sheet she uses or closes, or only a clipboard. */
type Answer = 'share sheet' | 'closes the sheet' | 'clipboard only';

interface Device {
  adapter: ShareAdapter;
  answer(answer: Answer): void;
  /** Texts that left the device (shared or copied). */
  left(): string[];
}

function browserDevice(): Device {
  const left: string[] = [];
  const writeText = async (text: string) => void left.push(text);
  return {
    adapter: browserShare,
    answer(answer) {
      const share =
        answer === 'clipboard only'
          ? undefined
          : async ({ text }: ShareData) => {
              if (answer === 'closes the sheet') throw new DOMException('closed', 'AbortError');
              left.push(text ?? '');
            };
      vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    },
    left: () => left,
  };
}

function fakeDevice(): Device {
  const fake = new FakeShare();
  const OUTCOME = {
    'share sheet': 'shared',
    'closes the sheet': 'cancelled',
    'clipboard only': 'copied',
  } as const;
  return {
    adapter: fake,
    answer: (answer) => (fake.outcome = OUTCOME[answer]),
    left: () => fake.shared,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('share contract: %s', (_, makeDevice) => {
  it('shares through the sheet, or copies without one', async () => {
    const device = makeDevice();
    device.answer('share sheet');
    expect(await device.adapter.shareText('one')).toBe('shared');
    device.answer('clipboard only');
    expect(await device.adapter.shareText('two')).toBe('copied');
    expect(device.left()).toEqual(['one', 'two']);
  });

  it("a closed sheet is 'cancelled', and nothing leaves the device", async () => {
    const device = makeDevice();
    device.answer('closes the sheet');
    expect(await device.adapter.shareText('three')).toBe('cancelled');
    expect(device.left()).toEqual([]);
  });
});
