import { useTranslation } from '../../../../i18n';
import { useServerAlerts, type ProfileProblem } from './profileStore';

/** Where her contacts stand with the server; a refused address or number names its contact. */
export function ProfileUploadState() {
  const { t } = useTranslation('contacts');
  const upload = useServerAlerts((s) => s.upload);
  const problem = useServerAlerts((s) => s.problem);
  if (upload === 'invalid' && problem) {
    return (
      <p className="contact-error" role="alert">
        <ProblemText problem={problem} />
      </p>
    );
  }
  const message = problem?.message ?? '';
  const text =
    upload === 'sending'
      ? t('serverAlerts.sending')
      : upload === 'waiting'
        ? t('serverAlerts.waiting')
        : upload === 'done'
          ? t('serverAlerts.done')
          : upload === 'unavailable'
            ? t('serverAlerts.unavailable', { message })
            : upload === 'refused'
              ? t('serverAlerts.refused', { message })
              : '';
  return (
    <p className="panel-note" role="status">
      {text}
    </p>
  );
}

function ProblemText({ problem }: { problem: ProfileProblem }) {
  const { t } = useTranslation('contacts');
  const { message, contactName: name } = problem;
  if (name === null || problem.field === 'other') {
    return <>{t('serverAlerts.invalidOther', { message })}</>;
  }
  return (
    <>
      {problem.field === 'email'
        ? t('serverAlerts.invalidEmail', { name, message })
        : t('serverAlerts.invalidPhone', { name, message })}
    </>
  );
}
