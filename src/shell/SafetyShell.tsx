import * as Tabs from '@radix-ui/react-tabs';
import { Suspense, use, useEffect, useState } from 'react';
import { loadCountryFromVault } from '../features/country';
import { useAutoDelete, useStealthMode } from '../features/stealth';
import { directionOf, I18nextProvider, initI18n, useLanguageStore, useTranslation } from '../i18n';
import { preloadableLazy } from '../ui/preloadableLazy';
import { trackSettled } from '../ui/settledPromise';
import { ShellFooter } from './ShellFooter';
import { ShellHeader } from './ShellHeader';
import { PANELS } from './panels';
import { DEFAULT_TAB, TAB_IDS, type TabId } from './tabs';
import { onTabRequest } from '../ui/tabRequest';
import { TabBar } from './TabBar';
import './shell.css';

export interface SafetyShellProps {
  codes: { unlock: string; panic: string; friend: string };
}

const i18nReady = trackSettled(initI18n());

const SetupPrompt = preloadableLazy(() =>
  import('../features/setup/panel').then((m) => ({ default: m.SetupPrompt })),
);

/**
 * Resolves when the first screen after unlock can render without suspending: translations, the
 * setup prompt and the default tab's panel. Other tabs' panels load when opened. Never rejects:
 * a chunk that failed to load is retried (and reported) when it renders.
 */
export function shellReady(): Promise<void> {
  const panel = PANELS[DEFAULT_TAB];
  return Promise.all([
    i18nReady,
    SetupPrompt.preload(),
    'preload' in panel ? panel.preload() : undefined,
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/** The safety interface frame: header, 13 tabs with lazy panels, footer. */
export default function SafetyShell(props: SafetyShellProps) {
  const i18n = use(i18nReady);
  return (
    <I18nextProvider i18n={i18n}>
      <ShellFrame {...props} />
    </I18nextProvider>
  );
}

function ShellFrame({ codes }: SafetyShellProps) {
  const { t } = useTranslation('shell');
  // Tabs are plain state: changing tab never adds a history entry.
  const [tab, setTab] = useState<TabId>(DEFAULT_TAB);
  // A feature outside the panels (the SOS sheet) asks for a tab by name; the shell shows it.
  useEffect(
    () =>
      onTabRequest((name) => {
        if ((TAB_IDS as readonly string[]).includes(name)) setTab(name as TabId);
      }),
    [],
  );
  const language = useLanguageStore((s) => s.language);
  useEffect(() => {
    void loadCountryFromVault().catch(() => undefined);
  }, []);
  // While stealth mode is on, leaving the app locks it; evidence auto-delete runs whatever tab is open.
  useStealthMode();
  useAutoDelete();
  return (
    <div className="shell">
      <ShellHeader />
      {/* One main landmark holds everything between header and footer (screen readers jump to it). */}
      <main className="shell-main">
        <Tabs.Root
          className="shell-tabs"
          // Radix sets dir="ltr" unless told: every panel would be laid out left to right in Arabic.
          dir={directionOf(language)}
          value={tab}
          onValueChange={(value) => setTab(value as TabId)}
          activationMode="manual"
        >
          <TabBar active={tab} rtl={directionOf(language) === 'rtl'} />
          {TAB_IDS.map((id) => {
            const Panel = PANELS[id];
            return (
              <Tabs.Content key={id} value={id} className="shell-panel">
                <Suspense fallback={<p className="shell-muted">{t('loadingPanel')}</p>}>
                  <Panel tab={id} codes={codes} openTab={setTab} />
                </Suspense>
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
        {/* Below the tabs: nothing may push the SOS button down the first screen. */}
        <Suspense fallback={null}>
          <SetupPrompt reservedCodes={[codes.unlock, codes.friend]} />
        </Suspense>
      </main>
      <ShellFooter />
    </div>
  );
}
