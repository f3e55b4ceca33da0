// @vitest-environment node
// The folder rules of eslint.config.js, each proved on a fixture that lint must reject (and one it
// must accept), so a rule that stops holding fails here rather than in a review.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function doorErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'rooms/front-doors')
    .map((m) => m.message);
}

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

async function globalErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

describe('folder rules', () => {
  it('the app imports nothing of the server but the contract types', async () => {
    const file = 'src/features/tools/fixture.ts';
    expect(
      await importErrors(
        file,
        "import { safetyCheck } from '../../../api/replies';\nsafetyCheck;\n",
      ),
    ).toEqual([expect.stringContaining('src/ imports nothing from api/')]);
    expect(
      await importErrors(
        file,
        "import { handlers } from '../../../mock-api/handlers';\nhandlers;\n",
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(
        file,
        "import type { Alarm } from '../../../api/contract';\nexport type A = Alarm;\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        file,
        "import { riskLevelOf } from '../../../common/companion';\nriskLevelOf;\n",
      ),
    ).toEqual([]);
  });

  it('common/ imports neither the app nor the server', async () => {
    const file = 'common/companion/fixture.ts';
    expect(await importErrors(file, "import { t } from '../../src/i18n';\nt;\n")).toHaveLength(1);
    expect(await importErrors(file, "import { ok } from '../../api/http';\nok;\n")).toHaveLength(1);
  });

  it('the vault imports no feature, and a feature no shell', async () => {
    expect(
      await importErrors(
        'src/vault/fixture.ts',
        "import { ShopPanel } from '../features/shop';\nShopPanel;\n",
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(
        'src/features/shop/fixture.ts',
        "import { TabBar } from '../../shell/TabBar';\nTabBar;\n",
      ),
    ).toHaveLength(1);
  });

  it('test support beside the code may reach the reference API', async () => {
    expect(
      await importErrors(
        'src/features/tools/fixture.test-support.ts',
        "import { server } from '../../../mock-api/node';\nserver;\n",
      ),
    ).toEqual([]);
  });

  it('only tests import test support, in the app and on the server', async () => {
    const supportErrors = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'rooms/test-support');
    };
    const fake =
      "import { installFakeVibrate } from '../../platform/device/vibrate.test-support';\n";
    expect(await supportErrors('src/features/tools/fixture.ts', fake)).toHaveLength(1);
    expect(
      await supportErrors(
        'api/routes/fixture.ts',
        "void import('../testing/client.test-support');\n",
      ),
    ).toHaveLength(1);
    expect(await supportErrors('src/features/tools/fixture.test.ts', fake)).toEqual([]);
  });

  it('outside the vault, only vault/index.ts and vault/locked.ts are importable', async () => {
    const file = 'src/features/journal/fixture.ts';
    expect(
      await doorErrors(
        file,
        "import { readEssentials } from '../../vault/device/essentials';\nreadEssentials;\n",
      ),
    ).toEqual([expect.stringContaining('vault/index.ts or vault/locked.ts')]);
    expect(await doorErrors(file, "export { newId } from '../../vault/ids';\n")).toHaveLength(1);
    expect(await doorErrors(file, "void import('../../vault/kvStore');\n")).toHaveLength(1);
    expect(
      await doorErrors(
        file,
        "import { readEssentials } from '../../vault/locked';\nreadEssentials;\n",
      ),
    ).toEqual([]);
    expect(await doorErrors(file, "import { newId } from '../../vault';\nnewId;\n")).toEqual([]);
    expect(
      await doorErrors('src/app/fixture.ts', "void import('../vault/unlock/unlockWarmUp');\n"),
    ).toEqual([]);
    expect(
      await doorErrors('src/vault/fixture.ts', "import { newId } from './ids';\nnewId;\n"),
    ).toEqual([]);
  });

  it('a feature reaches another feature only through its index.ts', async () => {
    const file = 'src/features/shop/fixture.ts';
    expect(
      await doorErrors(
        file,
        "import { startShopCheckout } from '../subscription/checkout';\nstartShopCheckout;\n",
      ),
    ).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(
      await doorErrors(
        file,
        "import { startShopCheckout } from '../subscription';\nstartShopCheckout;\n",
      ),
    ).toEqual([]);
    expect(
      await doorErrors(
        'src/features/emergency/sos/fixture.ts',
        "import { phone } from '../contacts/phone';\nphone;\n",
      ),
    ).toEqual([]);
    expect(
      await doorErrors(
        'src/features/emergency/sos/fixture.ts',
        "import { SettingsPage } from '../../settings/SettingsPage';\nSettingsPage;\n",
      ),
    ).toHaveLength(1);
  });

  it('the browser globals are reached only through src/platform/', async () => {
    const uses = [
      'export const language = navigator.language;\n',
      'export const width = window.innerWidth;\n',
      "document.title = 'Calculator';\n",
      "export const flag = localStorage.getItem('flag');\n",
      'sessionStorage.clear();\n',
    ];
    for (const code of uses) {
      expect(await globalErrors('src/features/tools/fixture.ts', code)).toEqual([
        expect.stringContaining('Use an adapter in src/platform/.'),
      ]);
      expect(await globalErrors('src/platform/fixture.ts', code)).toEqual([]);
    }
    expect(
      await globalErrors('src/features/tools/fixture.ts', 'globalThis.localStorage.clear();\n'),
    ).toEqual([expect.stringContaining('Use an adapter in src/platform/.')]);
    expect(
      await globalErrors('src/features/tools/fixture.test.ts', 'localStorage.clear();\n'),
    ).toEqual([]);
  });
});
