/**
 * The foot of a settings form: what it is doing now, in a status line a screen reader reads as it
 * changes (empty when idle), and why it failed, as an alert, when it did.
 */
export function FormStatus({ working, error }: { working: string | false; error: string | null }) {
  return (
    <>
      <p role="status" className="panel-note">
        {working}
      </p>
      {error && (
        <p role="alert" className="settings-error">
          {error}
        </p>
      )}
    </>
  );
}
