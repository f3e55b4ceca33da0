// A tiny static server for the benches: a folder on 127.0.0.1 with a warm-cacheable header (the
// coldstart baseline's and labs', the evidence bench's own site).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
};

/**
 * Serves `dir` on `port` (a free one by default). `pages(search)` may answer "/" itself: the lab
 * serves its variants as "/?<variant>". Returns its `url` (ending in "/") and `stop()`.
 */
export async function startStaticServer(dir, pages = () => null, { port = 0 } = {}) {
  const server = createServer((req, res) => {
    const { pathname, search } = new URL(req.url, 'http://x');
    const path = normalize(decodeURIComponent(pathname));
    const page = path === '/' ? pages(search.slice(1)) : null;
    if (page !== null) {
      res.writeHead(200, { 'content-type': MIME['.html'], 'cache-control': 'max-age=3600' });
      return res.end(page);
    }
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=3600',
    });
    res.end(readFileSync(file));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    // The browser may still hold a connection open (a preconnect): close it too, or close()
    // waits for it and the bench never ends.
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
