// The alert tables (migration 2). Contacts, positions and push subscriptions are sealed with the
// alerts key (seal.ts); every row belongs to an account and goes with it (ON DELETE CASCADE).
export const ALERT_TABLES = [
  // The person's profile: her contacts' names, addresses and numbers, her message, the delay.
  `CREATE TABLE alert_profiles (
    account_id text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    sealed text NOT NULL,
    updated_at text NOT NULL
  )`,
  // Per contact: the random token of the contact's page and stop link, and its push subscription.
  `CREATE TABLE alert_contacts (
    token text PRIMARY KEY,
    account_id text NOT NULL REFERENCES alert_profiles(account_id) ON DELETE CASCADE,
    contact_id text NOT NULL,
    push_sealed text,
    UNIQUE (account_id, contact_id)
  )`,
  `CREATE TABLE alert_alarms (
    account_id text NOT NULL REFERENCES alert_profiles(account_id) ON DELETE CASCADE,
    id text NOT NULL,
    kind text NOT NULL,
    position_sealed text,
    created_at text NOT NULL,
    backup_at text,
    safe_at text,
    PRIMARY KEY (account_id, id)
  )`,
  // One row per alarm, contact and channel: the unit of work that one instance claims at a time.
  `CREATE TABLE alert_deliveries (
    id bigserial PRIMARY KEY,
    account_id text NOT NULL,
    alarm_id text NOT NULL,
    contact_id text NOT NULL,
    channel text NOT NULL,
    backup boolean NOT NULL,
    status text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    due_at text NOT NULL,
    lease_until text,
    claim text,
    provider_id text,
    error text,
    updated_at text NOT NULL,
    FOREIGN KEY (account_id, alarm_id) REFERENCES alert_alarms(account_id, id) ON DELETE CASCADE,
    UNIQUE (account_id, alarm_id, contact_id, channel)
  )`,
  `CREATE INDEX alert_deliveries_due ON alert_deliveries(due_at) WHERE status IN ('queued', 'sending')`,
  `CREATE TABLE alert_deadlines (
    account_id text PRIMARY KEY REFERENCES alert_profiles(account_id) ON DELETE CASCADE,
    id text NOT NULL,
    due_at text NOT NULL,
    position_sealed text
  )`,
  `CREATE INDEX alert_deadlines_due ON alert_deadlines(due_at)`,
  // Addresses (keyed digests) whose owner pressed "stop": never written to again, by any account.
  `CREATE TABLE alert_stops (
    address_mac text PRIMARY KEY,
    created_at text NOT NULL
  )`,
  // The server's own keys (the Web Push VAPID pair, its private half sealed).
  `CREATE TABLE server_keys (
    name text PRIMARY KEY,
    value text NOT NULL
  )`,
];
