// SMS through an HTTP gateway with the shape of Twilio's Messages resource, which most providers
// and SMS gateways accept: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, HTTP Basic
// sid:token, form-encoded To, From, Body and StatusCallback (where the gateway reports delivery).
import type { Channel, OutgoingMessage, SendResult } from './types';
import { PermanentFailure } from './types';

export interface SmsGatewayConfig {
  baseUrl: string;
  sid: string;
  token: string;
  from: string;
}

const TIMEOUT_MS = 15_000;

export function smsChannel(config: SmsGatewayConfig): Channel {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.sid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.sid}:${config.token}`).toString('base64')}`;
  return {
    name: 'sms',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const form = new URLSearchParams({
        To: message.to,
        From: config.from,
        Body: message.text,
        StatusCallback: message.statusCallback,
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as {
        sid?: string;
        status?: string;
        message?: string;
        code?: number;
      };
      if (response.ok) {
        if (body.status === 'failed' || body.status === 'undelivered') {
          throw new PermanentFailure(`The gateway could not send it (${body.status}).`);
        }
        return {
          status: body.status === 'delivered' ? 'delivered' : 'sent',
          providerId: body.sid ?? null,
        };
      }
      const reason = `The SMS gateway answered ${response.status}${body.message ? `: ${body.message}` : ''}`;
      if (response.status === 429 || response.status >= 500) throw new Error(reason);
      throw new PermanentFailure(reason);
    },
    async close() {},
  };
}
