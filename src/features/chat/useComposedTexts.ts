import { useTranslation } from '../../i18n';
import { useRegionResources } from './regionResources';

/** The translated fallback and resource messages, with the user's own region's numbers. */
export function useComposedTexts(): { fallbackText: string; resourceText: string } {
  const { t } = useTranslation('chat');
  const { number, helplines } = useRegionResources();
  const fallbackText = t('fallback', { number });
  const lines = helplines.map((line) => t('resource.line', { name: line.name, phone: line.phone }));
  const resourceText = [t('resource.intro', { number }), ...lines, t('resource.outro')].join('\n');
  return { fallbackText, resourceText };
}
