import { isCorrupt, useVaultQuery, type RedFlagSetting } from '../../vault';
import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';

export const RED_FLAG_CATEGORIES = ['dating', 'employment', 'trafficking'] as const;
const FLAG_KEYS = ['f1', 'f2', 'f3', 'f4'] as const;

const NONE: RedFlagSetting[] = [];

/** The red flags saved on the Settings page (none until the user saves that page). */
function useSavedRedFlags(): RedFlagSetting[] {
  return useVaultQuery(
    async (db) => {
      const record = await db.settings.get('settings');
      return record && !isCorrupt(record) ? record.redFlags : NONE;
    },
    [],
    NONE,
  );
}

/** Accordion of warning signs: built-ins per category, then the user's own from Settings. */
export function RedFlagsSection() {
  const { t } = useTranslation('tools');
  const saved = useSavedRedFlags();
  return (
    <Section title={t('redFlags.title')}>
      <div className="tools-accordion">
        {RED_FLAG_CATEGORIES.map((category) => (
          <details key={category}>
            <summary>{t(`redFlags.${category}.title`)}</summary>
            <ul>
              {FLAG_KEYS.map((key) => (
                <li key={key}>{t(`redFlags.${category}.flags.${key}`)}</li>
              ))}
            </ul>
          </details>
        ))}
        {saved.length > 0 ? (
          <details>
            <summary>{t('redFlags.saved')}</summary>
            <ul>
              {saved.map((flag) => (
                <li key={flag.id}>
                  <strong>{flag.title}</strong>
                  {flag.category ? ` (${flag.category})` : ''}: {flag.description}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </Section>
  );
}
