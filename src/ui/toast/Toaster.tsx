import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useToastStore } from './toastStore';
import './toast.css';

interface ToasterProps {
  /** The region's accessible name ("Notifications" in English). */
  label: string;
  closeLabel: string;
}

/** The toast area: always present, one toast at a time, a destructive variant. */
export function Toaster({ label, closeLabel }: ToasterProps) {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <Toast.Provider label={label} duration={5000} swipeDirection="right">
      {current && (
        <Toast.Root
          key={current.id}
          className={`toast toast--${current.variant}`}
          duration={current.duration}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
        >
          <Toast.Title className="toast-title">{current.title}</Toast.Title>
          {current.description && (
            <Toast.Description className="toast-description">
              {current.description}
            </Toast.Description>
          )}
          <Toast.Close className="toast-close" aria-label={closeLabel}>
            <X size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      {/* aria-live (off: Radix announces each toast itself) keeps the region in the accessibility
          tree while a modal dialog (the SOS sheet) hides the rest of the page from it. */}
      <Toast.Viewport className="toast-viewport" label={label} aria-live="off" />
    </Toast.Provider>
  );
}
