// What the API's routes need from alert delivery (api/routes/alerts.ts). This file runs in MSW's
// browser worker too, so it holds only types: the implementation (sqlAlerts.ts) is Node's, and a
// host without it (MSW, STORE=memory) answers that the server delivers nothing.
import type {
  AlarmRequest,
  Alarm,
  AlertProfile,
  AlertsStatus,
  DeadlineRequest,
  FollowPushRequest,
} from '../contract';

/** What a "help" check-in tells: its Idempotency-Key (or client id), and its location text. */
export interface HelpCheckin {
  key: string | null;
  location: string;
  /** While she shares her live location: `/follow/<id>#<key>`. */
  liveLink?: string;
}

export interface AlertsService {
  status(accountId: string): Promise<AlertsStatus>;
  /** Stores the profile sealed; throws ValidationError (with `field`) for a bad address. */
  putProfile(accountId: string, profile: AlertProfile): Promise<AlertsStatus>;
  /** Server alerts off: the contacts, pending alarms, deliveries and the deadline are deleted. */
  deleteProfile(accountId: string): Promise<void>;
  /** Null when server alerts are off for the account (nothing to deliver to). */
  raiseAlarm(accountId: string, request: AlarmRequest): Promise<Alarm | null>;
  alarm(accountId: string, id: string): Promise<Alarm | null>;
  markSafe(accountId: string, id: string): Promise<Alarm | null>;
  /** Null when server alerts are off for the account. */
  putDeadline(accountId: string, request: DeadlineRequest): Promise<string | null>;
  /** With `id`, only that timer run's deadline (a late withdrawal never removes a newer one). */
  deleteDeadline(accountId: string, id?: string | null): Promise<void>;
  /** A fresh "help" check-in (the duress code, the quick check-in): an alarm when alerts are on. */
  helpCheckin(accountId: string, checkin: HelpCheckin): Promise<void>;
  pushKey(): Promise<string>;
  /** False when the token names no contact. */
  subscribePush(token: string, subscription: FollowPushRequest): Promise<boolean>;
  unsubscribePush(token: string): Promise<boolean>;
  /** The contact's browser showed the notification. */
  pushReceipt(token: string, receipt: string): Promise<boolean>;
  /** The SMS gateway's status callback (Twilio's MessageStatus). */
  smsStatus(reference: string, status: string, errorCode: string | null): Promise<boolean>;
  /** The contact's "stop all messages" link: false when the token is not one of ours. */
  stop(token: string): Promise<boolean>;
  isStopToken(token: string): boolean;
}
