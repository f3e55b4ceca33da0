// One interface for every way an alert leaves the server (email.ts, sms.ts, push.ts).
import type { AlertChannel } from '../../contract';

export interface OutgoingMessage {
  /** The mail address, the E.164 number, or the sealed push subscription opened. */
  to: string;
  subject: string;
  text: string;
  /** Stable per delivery: a resend after a crash carries the same Message-ID. */
  messageId: string;
  /** Where the SMS gateway reports the message's fate (Twilio's StatusCallback). */
  statusCallback: string;
  /** The push notification's JSON (title, body, the contact's page, the receipt). */
  push: string;
}

export interface SendResult {
  status: 'sent' | 'delivered';
  /** The provider's id for the message (SMTP queue id, gateway message sid, push Location). */
  providerId: string | null;
}

/** The provider refused for good (a bad address, an expired subscription): never retried. */
export class PermanentFailure extends Error {
  override readonly name = 'PermanentFailure';
}

export interface Channel {
  readonly name: AlertChannel;
  send(message: OutgoingMessage): Promise<SendResult>;
  close(): Promise<void>;
}

/** A short reason for the person's receipt: never the message, never a credential. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^@/\s]*@/g, '//').slice(0, 200);
}
