import { useTranslation } from '../../i18n';
import { LtrNumbers } from '../../ui/LtrNumbers';
import type { ChatMessage } from '../../vault';

/** One message. Its text is rendered as text (React escapes it): markup typed is shown as typed. */
export function MessageItem({
  message,
  formatTime,
}: {
  message: ChatMessage;
  formatTime: (timestamp: number) => string;
}) {
  const { t } = useTranslation('chat');
  const who = message.sender === 'user' ? t('you') : t('companion');
  return (
    <li className={`chat-message chat-${message.sender} chat-type-${message.type}`}>
      <span className="chat-meta">
        {who} ·{' '}
        <time dateTime={new Date(message.timestamp).toISOString()}>
          {formatTime(message.timestamp)}
        </time>
        {message.type === 'resource' ? ` · ${t('resourceBadge')}` : null}
      </span>
      {/* Each line finds its own direction: an English helpline name in an Arabic message. Numbers
          are isolated left to right in what the user typed too: "0770 123 4567" in an Arabic
          sentence would otherwise read backwards. */}
      <p className="chat-text">
        {message.text.split('\n').map((line, index) => (
          <span key={index} className="chat-line" dir="auto">
            <LtrNumbers text={line} />
          </span>
        ))}
      </p>
    </li>
  );
}
