import { UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Section } from '../../../ui/Section';
import { ContactForm } from './ContactForm';
import { ContactItem } from './ContactItem';
import { useContactRegion } from './contactRegion';
import {
  addContact,
  CONTACT_LIMITS,
  removeUnreadableContacts,
  useContacts,
  type ContactKind,
} from './contactsRepository';
import { toastContactFailure, toastSaved } from './contactToasts';
import './contacts.css';
import { Button } from '../../../ui/Button';

interface ContactBookProps {
  kind: ContactKind;
  title: string;
  intro: string;
  /** Shown (and describing the disabled Add) when the list is full. */
  limitNote: string;
  formLabel: string;
  /**
   * When set, the add form opens from a button with this label. Backup contacts use it, so the
   * panel shows one set of Name, Phone, Email and Relationship fields and one Add button until a
   * second is asked for.
   */
  openFormLabel?: string;
}

/** A list of contacts with its add form: the trusted and the backup contacts share it. */
export function ContactBook(props: ContactBookProps) {
  const { kind, title, intro, limitNote, formLabel, openFormLabel } = props;
  const collapsible = openFormLabel !== undefined;
  const { t } = useTranslation('contacts');
  const { contacts, unreadable } = useContacts(kind);
  const { iso } = useContactRegion();
  const [open, setOpen] = useState(!collapsible);
  const wasOpen = useRef(open);
  const listRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const full = contacts.length >= CONTACT_LIMITS[kind];

  useEffect(() => {
    if (wasOpen.current && !open) {
      const toggle = toggleRef.current;
      (toggle && !toggle.disabled ? toggle : listRef.current)?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  const removeUnreadable = async () => {
    const result = await removeUnreadableContacts(kind);
    if (result.ok) toastSaved(t, t('deleted'), result.essentialsSaved);
    else toastContactFailure(t, t('notChanged'), result.reason);
  };

  return (
    <Section title={title}>
      <p>{intro}</p>
      <div ref={listRef} tabIndex={-1} className="contact-list">
        {unreadable > 0 && (
          <div className="contact-unreadable">
            <p role="status">{t('unreadable', { count: unreadable })}</p>
            <Button onClick={() => void removeUnreadable()}>{t('removeUnreadable')}</Button>
          </div>
        )}
        {contacts.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ol>
            {contacts.map((contact, index) => (
              <ContactItem
                key={contact.id}
                kind={kind}
                contact={contact}
                index={index}
                count={contacts.length}
                onDeleted={() => listRef.current?.focus()}
              />
            ))}
          </ol>
        )}
      </div>
      {full && (
        <p id={noteId} className="panel-note">
          {limitNote}
        </p>
      )}
      {open ? (
        <ContactForm
          label={formLabel}
          submitLabel={t('add')}
          disabledNoteId={full ? noteId : undefined}
          save={(input) => addContact(kind, input, iso)}
          onSaved={collapsible ? () => setOpen(false) : undefined}
          onCancel={collapsible ? () => setOpen(false) : undefined}
        />
      ) : (
        <Button
          ref={toggleRef}
          aria-expanded="false"
          disabled={full}
          aria-describedby={full ? noteId : undefined}
          onClick={() => setOpen(true)}
        >
          <UserPlus size={16} aria-hidden /> {openFormLabel}
        </Button>
      )}
    </Section>
  );
}
