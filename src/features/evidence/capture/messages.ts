import type { TFunction } from '../../../i18n';
import type { CaptureKind } from '../../../platform/media/media';
import type { CaptureFailure } from './recorder';

export interface Message {
  title: string;
  description?: string;
}

/** Spec §8: the message for each way a capture can fail. */
export function captureFailureMessage(
  t: TFunction<'evidence'>,
  reason: CaptureFailure,
  kind: CaptureKind | 'photo',
): Message {
  if (reason === 'limit') {
    return kind === 'photo'
      ? { title: t('errors.limitTitle'), description: t('errors.photoLimit') }
      : {
          title: t('errors.limitTitle'),
          description: t('errors.recordingLimit', { type: t(`limitType.${kind}`) }),
        };
  }
  if (reason === 'locked') return { title: t('errors.locked') };
  if (reason === 'quota') return { title: t('errors.quota') };
  if (kind === 'screen') return { title: t('errors.screenTitle'), description: t('errors.screen') };
  if (kind === 'photo' && (reason === 'photo-failed' || reason === 'failed'))
    return { title: t('errors.photoTitle'), description: t('errors.photo') };
  switch (reason) {
    case 'denied':
      return { title: t('errors.deniedTitle'), description: t('errors.denied') };
    case 'permission-denied':
      return {
        title: kind === 'audio' ? t('errors.microphoneRequired') : t('errors.cameraRequired'),
        description: t('errors.permissionHint'),
      };
    case 'not-found':
      return { title: t('errors.notFound') };
    case 'not-supported':
      return { title: t('errors.notSupported') };
    case 'busy':
      return { title: t('errors.busyTitle'), description: t('errors.busy') };
    default:
      return { title: t('errors.startTitle'), description: t('errors.start') };
  }
}
