import { EyeOff, Send, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLanguageStore, useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { deleteConversation, useConversation } from './chatRepository';
import { sendChatMessage, useChatActivity } from './conversation';
import { MessageItem } from './MessageItem';
import { useComposedTexts } from './useComposedTexts';

export function ChatView({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation('chat');
  const language = useLanguageStore((s) => s.language);
  const messages = useConversation();
  const typing = useChatActivity((s) => s.typing);
  const texts = useComposedTexts();
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    return (timestamp: number) => format.format(timestamp);
  }, [language]);
  const canSend = draft.trim() !== '' && !typing;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const text = draft;
    setDraft('');
    void sendChatMessage(text, { previous: messages, language, ...texts }).then((result) => {
      if (result.ok || result.reason === 'empty') return;
      // Not saved: the text goes back in the box, nothing the user wrote is lost.
      setDraft((current) => (current === '' ? text : current));
      showToast({
        title: t('notSaved'),
        description: t(result.reason === 'quota' ? 'storageFull' : 'tryAgain'),
        variant: 'destructive',
      });
    });
  };

  const onDelete = async () => {
    const result = await deleteConversation();
    showToast(
      result.ok
        ? { title: t('deleted') }
        : { title: t('notDeleted'), description: t('tryAgain'), variant: 'destructive' },
    );
  };

  return (
    <div className="chat panel-controls">
      <div className="chat-bar">
        <Button onClick={onHide}>
          <EyeOff size={16} aria-hidden /> {t('hideChat')}
        </Button>
        <Button onClick={() => void onDelete()} disabled={messages.length === 0}>
          <Trash2 size={16} aria-hidden /> {t('deleteConversation')}
        </Button>
      </div>
      <Section title={t('title')}>
        <p className="panel-note">{t('intro')}</p>
        <ol className="chat-log" role="log" aria-label={t('logLabel')}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} formatTime={formatTime} />
          ))}
        </ol>
        {messages.length === 0 ? <p className="chat-empty">{t('empty')}</p> : null}
        <p className="chat-typing" role="status">
          {typing ? t('typing') : ''}
        </p>
        <form className="chat-form" autoComplete="off" onSubmit={onSubmit}>
          <label htmlFor={fieldId}>{t('messageLabel')}</label>
          <div className="chat-form-row">
            <input
              className="ui-field"
              id={fieldId}
              type="text"
              dir="auto"
              value={draft}
              autoComplete="off"
              spellCheck={false}
              maxLength={2000}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="primary" disabled={!canSend}>
              <Send size={16} aria-hidden /> {t('send')}
            </Button>
          </div>
        </form>
      </Section>
    </div>
  );
}
