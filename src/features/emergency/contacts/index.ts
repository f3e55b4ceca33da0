/** Trusted contacts: the address book, the form, and the contacts an alarm reaches while locked. */
export { ContactsSection } from './ContactsSection';
export { BackupContactsSection } from './BackupContactsSection';
