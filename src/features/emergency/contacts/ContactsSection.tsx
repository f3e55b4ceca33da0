import { useTranslation } from '../../../i18n';
import { ContactBook } from './ContactBook';

/** Up to 3 trusted contacts (spec §2, §5): alerted first, in priority order. */
export function ContactsSection() {
  const { t } = useTranslation('contacts');
  return (
    <ContactBook
      kind="trusted"
      title={t('trustedTitle')}
      intro={t('trustedIntro')}
      limitNote={t('trustedLimit')}
      formLabel={t('trustedFormLabel')}
    />
  );
}
