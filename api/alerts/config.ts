// The alert channels' configuration, from the environment (docs/DEPLOY.md, "Alerts").
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface AlertsConfig {
  /** SMTP_URL and SMTP_FROM; null: no email. */
  smtp: { url: string; from: string } | null;
  /** SMS_GATEWAY_URL, SMS_GATEWAY_SID, SMS_GATEWAY_TOKEN, SMS_FROM; null: no SMS. */
  sms: { baseUrl: string; sid: string; token: string; from: string } | null;
  /** PUBLIC_URL: the address written into the links of messages (no trailing slash). */
  publicUrl: string;
  /** 32 bytes: seals contacts, positions and push subscriptions; keys the links' tokens. */
  key: Buffer;
  /** Tests only: push endpoints on loopback or plain http (a local push service). */
  allowLocalPushEndpoints?: boolean;
  /** How often an idle instance looks for work (default 500 ms); a new alarm wakes it at once. */
  pollMs?: number;
  /** How long a claimed delivery is held before another instance may take it (default 60 s). */
  leaseMs?: number;
}

function keyFrom(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error(`${where} must hold 32 bytes (64 hex or 44 base64 characters).`);
  return key;
}

/**
 * The alerts key: ALERTS_KEY, else the file ALERTS_KEY_FILE, else `<dataDir>/alerts.key` (made on
 * first start, mode 600) for the embedded store. With DATABASE_URL every instance needs the same
 * key, so there it must be given: null (alerts off) when it is not.
 */
export async function alertsKey(
  env: NodeJS.ProcessEnv,
  dataDir: string | null,
  shared: boolean,
): Promise<Buffer | null> {
  if (env.ALERTS_KEY) return keyFrom(env.ALERTS_KEY, 'ALERTS_KEY');
  if (env.ALERTS_KEY_FILE) {
    return keyFrom(await readFile(env.ALERTS_KEY_FILE, 'utf8'), env.ALERTS_KEY_FILE);
  }
  if (shared) return null;
  if (dataDir === null) return randomBytes(32);
  const file = path.join(dataDir, 'alerts.key');
  try {
    return keyFrom(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const key = randomBytes(32);
    await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(async () => {
      // Another process wrote it first: use theirs.
    });
    return keyFrom(await readFile(file, 'utf8'), file);
  }
}

export function alertsConfigFromEnv(
  env: NodeJS.ProcessEnv,
  key: Buffer,
  fallbackUrl: string,
): AlertsConfig {
  const smtp = env.SMTP_URL
    ? { url: env.SMTP_URL, from: env.SMTP_FROM || 'alerts@localhost' }
    : null;
  const sms =
    env.SMS_GATEWAY_URL && env.SMS_GATEWAY_SID && env.SMS_GATEWAY_TOKEN && env.SMS_FROM
      ? {
          baseUrl: env.SMS_GATEWAY_URL.replace(/\/+$/, ''),
          sid: env.SMS_GATEWAY_SID,
          token: env.SMS_GATEWAY_TOKEN,
          from: env.SMS_FROM,
        }
      : null;
  return {
    smtp,
    sms,
    publicUrl: (env.PUBLIC_URL || fallbackUrl).replace(/\/+$/, ''),
    key,
    allowLocalPushEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS === '1',
    pollMs: env.ALERTS_POLL_MS ? Number(env.ALERTS_POLL_MS) : undefined,
    leaseMs: env.ALERTS_LEASE_MS ? Number(env.ALERTS_LEASE_MS) : undefined,
  };
}
