import { currentPosition } from '../../platform/geolocation';
import { apiRequest } from '../../sync';
import { startEvidenceCapture } from './panic';

/**
 * The duress code's alarm. Someone is standing over the user, so nothing may appear on screen: no
 * sheet, no sound, no toast. What a web app can do silently is tell the server: a "help" check-in
 * with the position (the server side alerts from there), and start evidence capture if a recorder
 * is registered. A text message cannot be sent without the user pressing Send, so none is opened.
 */
export async function raiseSilentAlarm(): Promise<void> {
  const fix = await currentPosition();
  const location = fix.ok ? `${fix.position.lat},${fix.position.lng}` : 'Location unavailable';
  await Promise.all([
    apiRequest('POST', '/api/checkin', { status: 'help', location }).catch((error: unknown) =>
      // Silent by design; logged for the record.
      console.info('silent alarm not delivered', error),
    ),
    startEvidenceCapture('duress-code'),
  ]);
}
