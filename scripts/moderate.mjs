// The moderation queue from a terminal: `npm run moderate -- list | approve <id> | reject <id>`.
// It calls the running server's operator routes (/api/operator/*, api/routes/operator.ts), so it
// works the same over the embedded store (which only the server process may open) and PostgreSQL.
// Env: OPERATOR_TOKEN (the server's), MODERATE_URL (default http://127.0.0.1:$PORT, PORT 4173).
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const USAGE = 'Usage: npm run moderate -- list | approve <report id> | reject <report id>';

/** "3 h ago" style age of an ISO time, for the listing. */
function age(iso, now) {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h ago`;
  return `${Math.round(minutes / 1440)} d ago`;
}

/**
 * Runs one command; resolves with the exit code. `out` and `err` take one line each.
 * @param {string[]} args
 * @param {{ env: Record<string, string | undefined>, fetch: typeof fetch, out: (line: string) => void, err: (line: string) => void, now?: () => number }} io
 */
export async function moderate(args, io) {
  const [command, id] = args;
  const token = io.env.OPERATOR_TOKEN?.trim();
  if (!token) {
    io.err('OPERATOR_TOKEN is not set: use the same value as the server.');
    return 2;
  }
  const base = (io.env.MODERATE_URL || `http://127.0.0.1:${io.env.PORT || 4173}`).replace(
    /\/+$/,
    '',
  );
  const headers = { authorization: `Bearer ${token}` };
  let response;
  if (command === 'list' && id === undefined) {
    response = await io.fetch(`${base}/api/operator/reports`, { headers });
  } else if ((command === 'approve' || command === 'reject') && id && args.length === 2) {
    response = await io.fetch(`${base}/api/operator/reports/${encodeURIComponent(id)}/${command}`, {
      method: 'POST',
      headers,
    });
  } else {
    io.err(USAGE);
    return 2;
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    io.err(`${response.status}: ${body?.message ?? response.statusText}`);
    return 1;
  }
  if (command === 'list') {
    const held = Array.isArray(body?.held) ? body.held : [];
    if (held.length === 0) io.out('No reports are waiting for review.');
    const now = (io.now ?? Date.now)();
    for (const report of held) {
      // One line each; the text's own line breaks would break the listing.
      const text = String(report.description).replace(/\s+/g, ' ');
      io.out(`${report.id}  ${report.category}  ${age(report.createdAt, now)}  ${text}`);
    }
    return 0;
  }
  io.out(`${body?.id ?? id}: ${body?.review ?? command}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  moderate(process.argv.slice(2), {
    env: process.env,
    fetch,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(
        `Could not reach the server: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    },
  );
}
