// `npm start`: serves the production build and the reference API.
// Built by vite.server.config.ts to dist-server/serve.js (node 20 cannot run TypeScript).
// Env: PORT (default 4173), HOST (default 127.0.0.1), DIST_DIR (default <repo>/dist; a relative
// value is resolved against the current directory), DATABASE_URL (PostgreSQL) or DATA_DIR (the
// embedded store's folder, default ./data), TRUST_PROXY=<the proxy's addresses> (or 1) behind a
// proxy, RATE_LIMITS=off or count, MOCK_API_TEST_HOOKS=1 (browser tests only),
// MOCK_NO_PAYMENT_KEY=1; alerts: SMTP_URL, SMTP_FROM,
// SMS_GATEWAY_URL, SMS_GATEWAY_SID, SMS_GATEWAY_TOKEN, SMS_FROM, PUBLIC_URL, ALERTS_KEY(_FILE);
// moderation: OPERATOR_TOKEN, REPORT_HOLD_HOURS; cloud backup: S3_ENDPOINT, S3_BUCKET,
// S3_ACCESS_KEY, S3_SECRET_KEY (S3_REGION), BACKUP_QUOTA_MB; payments: PAYMENT_SECRET_KEY,
// PAYMENT_WEBHOOK_SECRET, PAYMENT_API_URL; STORE_URL. See docs/DEPLOY.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv, openServerApi } from './api';
import { createAppServer } from './app';

// Both server/serve.ts and dist-server/serve.js sit one level below the repository root.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);
const distDir = process.env.DIST_DIR
  ? path.resolve(process.env.DIST_DIR)
  : path.join(repoRoot, 'dist');

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${process.env.PORT}".`);
  }
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${path.join(distDir, 'index.html')} not found. Run "vite build" first.`);
  }
  const config = configFromEnv(process.env);
  const api = await openServerApi({
    ...config,
    alerts: { env: process.env, fallbackUrl: `http://${host}:${port}` },
  });
  const app = await createAppServer({
    distDir,
    port,
    host,
    api: api.app,
    trustProxy: config.trustProxy,
  });
  console.log(`Store: ${api.description}`);
  console.log(`Alerts: ${api.alertsDescription}`);
  console.log(`Community reports: ${api.moderationDescription}`);
  console.log(`Cloud backup: ${api.backupDescription}`);
  console.log(`Payments: ${api.paymentsDescription}`);
  console.log(`Calculator+ ready at ${app.url}`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Exit even if a socket refuses to close.
    setTimeout(() => process.exit(0), 2000).unref();
    app
      .close()
      .then(() => api.close())
      .then(
        () => process.exit(0),
        () => process.exit(0),
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
