// Web Push (RFC 8030) with the payload encrypted for the contact's browser (RFC 8291, aes128gcm)
// and the server identified by its VAPID key pair (RFC 8292), through the `web-push` package.
// The push service's 201 says it took the message (sent); the contact's page reports when the
// notification was shown (delivered). 404 and 410 mean the subscription is gone: final.
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Channel, OutgoingMessage, SendResult } from './types';
import { PermanentFailure } from './types';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `agent`: tests reach a plain-HTTP push service through it (web-push uses https.request). */
export function pushChannel(vapid: VapidKeys, subject: string, agent?: Agent): Channel {
  return {
    name: 'push',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const subscription = JSON.parse(message.to) as PushSubscriptionJson;
      try {
        const result = await webpush.sendNotification(subscription, message.push, {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 24 * 3600,
          urgency: 'high',
          timeout: 15_000,
          ...(agent ? { agent } : {}),
        });
        return { status: 'sent', providerId: result.headers.location ?? null };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          throw new PermanentFailure('The contact turned notifications off on that device.');
        }
        if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
          throw new PermanentFailure(`The push service refused it (${status}).`);
        }
        throw error;
      }
    },
    async close() {},
  };
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
