// The trusted contact's service worker (scope /follow/), registered by the contact page
// (src/follow/push.ts). It only shows the alerts the server pushes and confirms each one: no
// caching, no fetch handler.
//
// Payload (JSON, encrypted by the push service's protocol, RFC 8291):
//   { "title": string, "body": string, "url"?: string, "receipt"?: string }
// `url` is the contact's own page, <PUBLIC_URL>/follow/<token>: a click opens it, and its token
// names the contact in the receipt, POST /api/follow/<token>/receipt {"receipt": "..."}, which tells
// the server the notification was shown (delivery "delivered").

const TOKEN = /^\/follow\/([A-Za-z0-9_-]+)\/?$/;

function readPayload(event) {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    // Not JSON: the text itself is the message.
    return { body: event.data.text() };
  }
}

/** The payload's link, only when it is a page of this origin (a notification opens nothing else). */
function ownUrl(value) {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

async function sendReceipt(url, receipt) {
  const token = url && TOKEN.exec(url.pathname)?.[1];
  if (!token || typeof receipt !== 'string' || receipt === '') return;
  try {
    await fetch(`/api/follow/${token}/receipt`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ receipt }),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    // Offline at this moment: the alert was shown all the same; the server keeps it as "sent".
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const url = ownUrl(payload.url);
  // A push must always show a notification (userVisibleOnly): a title even when none came.
  const title =
    typeof payload.title === 'string' && payload.title !== '' ? payload.title : self.location.host;
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { url: url ? url.href : null },
    requireInteraction: true,
  };
  if (typeof payload.receipt === 'string' && payload.receipt !== '') options.tag = payload.receipt;
  event.waitUntil(
    self.registration
      .showNotification(title, options)
      .then(() => sendReceipt(url, payload.receipt)),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = ownUrl(event.notification.data && event.notification.data.url);
  const href = target ? target.href : self.registration.scope;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === href);
      if (open) return open.focus();
      return self.clients.openWindow(href);
    })(),
  );
});

// A new version takes over at once: it holds no state and serves no page.
self.addEventListener('install', () => self.skipWaiting());
