import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { AdvancedSettings } from './AdvancedSettings';
import type * as repository from './emergencySettingsRepository';
import {
  DEFAULT_EMERGENCY_SETTINGS,
  saveEmergencySettings,
  type SaveEmergencySettingsResult,
} from './emergencySettingsRepository';

vi.mock('./emergencySettingsRepository', async (importOriginal) => {
  const actual = await importOriginal<typeof repository>();
  return {
    ...actual,
    useEmergencySettingsState: () => ({
      settings: { ...actual.DEFAULT_EMERGENCY_SETTINGS },
      unreadable: false,
    }),
    saveEmergencySettings: vi.fn(),
  };
});

const { renderWithI18n } = installTestI18n('contacts');

describe('Custom message typed while the previous save runs', () => {
  it('is not replaced by the saved text when the save completes', async () => {
    let finish: (result: SaveEmergencySettingsResult) => void = () => undefined;
    vi.mocked(saveEmergencySettings).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithI18n(<AdvancedSettings />);
    const box = screen.getByRole('textbox', { name: 'Custom emergency message' });
    await user.type(box, 'Call me.');
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    await user.type(box, ' Do not text.');
    await act(async () =>
      finish({
        ok: true,
        settings: { ...DEFAULT_EMERGENCY_SETTINGS, customMessage: 'Call me.' },
        essentialsSaved: true,
      }),
    );
    expect(box).toHaveValue('Call me. Do not text.');
  });
});
