import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Contact } from '../../../vault';
import { ContactForm } from './ContactForm';
import { useContactRegion } from './contactRegion';
import {
  deleteContact,
  moveContact,
  updateContact,
  type ChangeContactsResult,
  type ContactInput,
  type ContactKind,
} from './contactsRepository';
import { toastContactFailure, toastSaved } from './contactToasts';
import { formatPhone } from './phone';
import { Button } from '../../../ui/Button';

interface ContactItemProps {
  kind: ContactKind;
  contact: Contact;
  /** Position in the list (0 first) and the list's length, for the move buttons. */
  index: number;
  count: number;
  /** Called once the contact is gone, so focus can move somewhere that still exists. */
  onDeleted: () => void;
}

type Mode = 'view' | 'edit' | 'confirm';
type Focus = 'edit' | 'delete' | 'cancel' | 'form';

function button(item: HTMLElement | null, action: string): HTMLButtonElement | null {
  return item?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`) ?? null;
}

/** One contact: details, Move up/down, Edit (inline form) and Delete (inline, two steps). */
export function ContactItem({ kind, contact, index, count, onDeleted }: ContactItemProps) {
  const { t } = useTranslation('contacts');
  const { iso } = useContactRegion();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const focusNext = useRef<Focus | null>(null);
  const moved = useRef<'up' | 'down' | null>(null);
  const name = contact.name;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'form') itemRef.current?.querySelector('input')?.focus();
    else if (target) button(itemRef.current, target)?.focus();
  });

  // After a move the item sits elsewhere: keep focus on the button used, or its twin at the end.
  useEffect(() => {
    const direction = moved.current;
    moved.current = null;
    if (!direction) return;
    const same = button(itemRef.current, direction);
    const other = button(itemRef.current, direction === 'up' ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
  }, [index]);

  const switchTo = (next: Mode, focus: Focus) => {
    focusNext.current = focus;
    setMode(next);
  };

  const run = async (title: string, action: () => Promise<ChangeContactsResult>) => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result.ok) toastSaved(t, title, result.essentialsSaved);
    else toastContactFailure(t, t('notChanged'), result.reason);
    return result.ok;
  };

  const move = async (direction: 'up' | 'down') => {
    if (busy) return;
    moved.current = direction;
    if (!(await run(t('moved'), () => moveContact(kind, contact.id, direction))))
      moved.current = null;
  };

  const remove = async () => {
    if (!busy && (await run(t('deleted'), () => deleteContact(kind, contact.id)))) onDeleted();
  };

  if (mode === 'edit') {
    return (
      <li ref={itemRef} className="contact-item">
        <ContactForm
          label={t('editFormLabel', { name })}
          submitLabel={t('save')}
          contact={contact}
          save={(input: ContactInput) => updateContact(kind, contact.id, input, iso)}
          onSaved={() => switchTo('view', 'edit')}
          onCancel={() => switchTo('view', 'edit')}
        />
      </li>
    );
  }

  return (
    <li ref={itemRef} className="contact-item">
      <div className="contact-details">
        <bdi className="contact-name">{name}</bdi>
        {contact.relationship && (
          <span className="contact-relationship">{t(`relationships.${contact.relationship}`)}</span>
        )}
        <bdi dir="ltr" className="contact-phone">
          {formatPhone(contact.phone)}
        </bdi>
        {contact.email && (
          <bdi dir="ltr" className="contact-email">
            {contact.email}
          </bdi>
        )}
      </div>
      {mode === 'confirm' ? (
        <div className="contact-confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>{t('confirmQuestion', { name })}</p>
          <Button
            variant="danger"
            aria-label={t('confirmDeleteLabel', { name })}
            onClick={() => void remove()}
          >
            {t('confirmDelete')}
          </Button>
          <Button data-action="cancel" onClick={() => switchTo('view', 'delete')}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <div className="contact-actions">
          <Button
            data-action="up"
            aria-label={t('moveUpLabel', { name })}
            disabled={index === 0}
            onClick={() => void move('up')}
          >
            <ArrowUp size={16} aria-hidden />
          </Button>
          <Button
            data-action="down"
            aria-label={t('moveDownLabel', { name })}
            disabled={index >= count - 1}
            onClick={() => void move('down')}
          >
            <ArrowDown size={16} aria-hidden />
          </Button>
          <Button
            data-action="edit"
            aria-label={t('editLabel', { name })}
            onClick={() => switchTo('edit', 'form')}
          >
            <Pencil size={16} aria-hidden /> {t('edit')}
          </Button>
          <Button
            data-action="delete"
            aria-label={t('deleteLabel', { name })}
            onClick={() => switchTo('confirm', 'cancel')}
          >
            <Trash2 size={16} aria-hidden /> {t('delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
