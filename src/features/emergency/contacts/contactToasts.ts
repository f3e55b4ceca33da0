import type { TFunction } from '../../../i18n';
import { showToast } from '../../../ui/toast/toastStore';
import type { SaveContactFailure } from './contactsRepository';

type ContactsT = TFunction<'contacts'>;

/** A failed write as a toast; field errors (phone, email) are shown under the field instead. */
export function toastContactFailure(t: ContactsT, title: string, reason: SaveContactFailure): void {
  const description =
    reason === 'quota' ? t('storageFull') : reason === 'limit' ? t('limitReached') : t('tryAgain');
  showToast({ title, description, variant: 'destructive' });
}

/** Stored, but the locked-state copy could not be rewritten: the panic code would use old data. */
export function toastSaved(t: ContactsT, title: string, essentialsSaved: boolean): void {
  if (essentialsSaved) showToast({ title });
  else showToast({ title, description: t('essentialsFailed'), variant: 'destructive' });
}
