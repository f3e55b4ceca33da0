import { Check, Mail, MessageCircle, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { ButtonLink } from '../../../ui/Button';
import type { SosChannel, SosLink } from './sosLinks';

const ICONS: Record<SosChannel, typeof Phone> = {
  sms: MessageSquare,
  email: Mail,
  whatsapp: MessageCircle,
  call: Phone,
};

interface SosLinkListProps {
  links: readonly SosLink[];
  opened: ReadonlySet<string>;
  onOpened: (key: string) => void;
  /**
   * While locked, whoever typed the panic code may not be the user: each contact is shown as
   * "Contact 1", "Contact 2"… (this label), never by name; the links still reach the real people.
   */
  anonymousLabel?: (position: number) => string;
}

/** One row per contact, one link per channel, each marked "Opened" once tapped. */
export function SosLinkList({ links, opened, onOpened, anonymousLabel }: SosLinkListProps) {
  const { t } = useTranslation('sos');
  const contacts = new Map<string, SosLink[]>();
  for (const link of links)
    contacts.set(link.contactId, [...(contacts.get(link.contactId) ?? []), link]);
  return (
    <ul className="sos-contacts">
      {[...contacts].map(([id, channels], index) => (
        <li key={id}>
          <ul className="sos-channels">
            {channels.map((link) => {
              const Icon = ICONS[link.channel];
              // wa.me is a web page: a new tab keeps this sheet; sms:, mailto: and tel: go to apps.
              const web = link.href.startsWith('https:');
              return (
                <li key={link.key}>
                  <ButtonLink
                    variant={link.channel === 'sms' ? 'danger' : 'secondary'}
                    className={`sos-link sos-link--${link.channel}`}
                    href={link.href}
                    {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={() => onOpened(link.key)}
                  >
                    <Icon size={18} aria-hidden />
                    {t(`channel.${link.channel}`, {
                      name: anonymousLabel ? anonymousLabel(index + 1) : link.name,
                    })}
                  </ButtonLink>
                  {opened.has(link.key) && (
                    <span className="sos-opened">
                      <Check size={14} aria-hidden /> {t('sheet.opened')}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
