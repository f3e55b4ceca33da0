// Which peer may tell us the browser's address and scheme (X-Forwarded-For, -Proto, -Host).

/**
 * TRUST_PROXY: false (the default) believes no forwarded header; a list of addresses believes them
 * only on connections from those addresses (the proxy hop, compose.yaml's nginx); true believes
 * any peer (only where nothing but the proxy can reach the server's port).
 */
export type TrustProxy = boolean | readonly string[];

/** `::ffff:10.0.0.5` (an IPv4 peer on a dual-stack socket) is `10.0.0.5`. */
function normalise(address: string): string {
  const lower = address.trim().toLowerCase();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(lower) ? lower.slice(7) : lower;
}

/** Whether forwarded headers from this peer (the socket's remote address) are believed. */
export function isTrustedHop(trust: TrustProxy | undefined, peer: string | null | undefined) {
  if (trust === true) return true;
  if (!trust || !peer) return false;
  const address = normalise(peer);
  return trust.some((hop) => normalise(hop) === address);
}
