import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { fieldsAfterSave } from '../../../ui/afterSave';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import '../../../ui/controls.css';
import type { Contact } from '../../../vault';
import { PRIVATE_FIELD } from './contactPrivacy';
import { useContactRegion } from './contactRegion';
import { RELATIONSHIPS, type ContactInput } from './contactInput';
import type { SaveContactResult } from './contactsRepository';
import { toastContactFailure, toastSaved } from './contactToasts';
import { formatPhone } from './phone';
import { Button } from '../../../ui/Button';

const EMPTY: Required<ContactInput> = { name: '', phone: '', email: '', relationship: '' };

function valuesOf(contact: Contact | undefined): Required<ContactInput> {
  if (!contact) return EMPTY;
  return {
    name: contact.name,
    phone: formatPhone(contact.phone),
    email: contact.email ?? '',
    relationship: contact.relationship ?? '',
  };
}

interface ContactFormProps {
  /** The form's accessible name ("New emergency contact", "Edit Sam"). */
  label: string;
  submitLabel: string;
  /** Editing: the contact's current values. Adding: empty, and emptied again after each add. */
  contact?: Contact;
  /** Set when the list is full: the submit button is disabled and described by this note. */
  disabledNoteId?: string;
  save: (input: ContactInput) => Promise<SaveContactResult>;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The contact fields (UI contract: Name, Phone, Email, Relationship), for adding and editing. */
export function ContactForm(props: ContactFormProps) {
  const { label, submitLabel, contact, disabledNoteId, save, onSaved, onCancel } = props;
  const { t } = useTranslation('contacts');
  const region = useContactRegion();
  const [values, setValues] = useState(() => valuesOf(contact));
  const [invalid, setInvalid] = useState<'phone' | 'email' | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof ContactInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: without a name and a phone nothing happens, and no message shows.
    if (busy || disabledNoteId || !values.name.trim() || !values.phone.trim()) return;
    setBusy(true);
    const saved = values;
    const result = await save(saved);
    setBusy(false);
    if (result.ok) {
      toastSaved(t, contact ? t('updated') : t('added'), result.essentialsSaved);
      if (!contact) {
        // Only what was saved is cleared: a field changed while the save ran keeps its text.
        setValues((current) => fieldsAfterSave(current, saved));
        nameRef.current?.focus();
      }
      onSaved?.();
    } else if (result.reason === 'invalid-phone' || result.reason === 'invalid-email') {
      // What was typed stays in the field, so it can be corrected rather than retyped.
      const field = result.reason === 'invalid-phone' ? 'phone' : 'email';
      setInvalid(field);
      (field === 'phone' ? phoneRef : emailRef).current?.focus();
    } else if (result.reason !== 'empty') {
      toastContactFailure(t, t('notSaved'), result.reason);
    }
  };

  const describe = (field: 'phone' | 'email', hint?: string) =>
    [hint, invalid === field ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form className="contact-form" aria-label={label} noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-name`}>{t('name')}</label>
      <input
        className="ui-field"
        {...PRIVATE_FIELD}
        ref={nameRef}
        id={`${id}-name`}
        value={values.name}
        maxLength={100}
        aria-required="true"
        autoCapitalize="words"
        onChange={(e) => set('name')(e.target.value)}
      />
      <label htmlFor={`${id}-phone`}>{t('phone')}</label>
      <input
        className="ui-field"
        {...PRIVATE_FIELD}
        ref={phoneRef}
        id={`${id}-phone`}
        dir="ltr"
        inputMode="tel"
        value={values.phone}
        maxLength={40}
        aria-required="true"
        aria-invalid={invalid === 'phone' || undefined}
        aria-describedby={describe('phone', `${id}-phone-hint`)}
        onChange={(e) => set('phone')(e.target.value)}
      />
      <p id={`${id}-phone-hint`} className="panel-note">
        {t('phoneHint', { country: region.countryName })}
      </p>
      {invalid === 'phone' && (
        <p id={`${id}-phone-error`} className="contact-error" role="alert">
          <LtrNumbers text={t('phoneInvalid', { example: region.example })} />
        </p>
      )}
      <label htmlFor={`${id}-email`}>{t('email')}</label>
      <input
        className="ui-field"
        {...PRIVATE_FIELD}
        ref={emailRef}
        id={`${id}-email`}
        dir="ltr"
        inputMode="email"
        autoCapitalize="off"
        value={values.email}
        maxLength={254}
        aria-invalid={invalid === 'email' || undefined}
        aria-describedby={describe('email')}
        onChange={(e) => set('email')(e.target.value)}
      />
      {invalid === 'email' && (
        <p id={`${id}-email-error`} className="contact-error" role="alert">
          {t('emailInvalid')}
        </p>
      )}
      <label htmlFor={`${id}-relationship`}>{t('relationship')}</label>
      <select
        className="ui-field"
        id={`${id}-relationship`}
        autoComplete="off"
        value={values.relationship}
        onChange={(e) => set('relationship')(e.target.value)}
      >
        <option value="">{t('relationshipNone')}</option>
        {RELATIONSHIPS.map((r) => (
          <option key={r} value={r}>
            {t(`relationships.${r}`)}
          </option>
        ))}
      </select>
      <div className="contact-actions">
        <Button
          type="submit"
          variant="primary"
          disabled={disabledNoteId !== undefined}
          aria-describedby={disabledNoteId}
        >
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
      </div>
    </form>
  );
}
