// Serves files from the build folder. Paths are resolved so nothing outside it can be read.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './headers';

export interface StaticFile {
  absolutePath: string;
  /** Forward-slash path relative to the dist folder, e.g. `assets/index-abc.js`. */
  relativePath: string;
  size: number;
  mtimeMs: number;
}

export type StaticLookup =
  { kind: 'file'; file: StaticFile } | { kind: 'missing' } | { kind: 'bad' };

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root + path.sep);
}

/** `root` must already be a real (symlink-free) absolute path. */
export async function lookupStaticFile(root: string, pathname: string): Promise<StaticLookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'bad' };
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).includes('..')) return { kind: 'bad' };
  const candidate = path.resolve(root, `.${decoded}`);
  if (!isInside(root, candidate)) return { kind: 'bad' };
  try {
    const info = await stat(candidate);
    if (!info.isFile()) return { kind: 'missing' };
    // A symlink inside dist must not lead outside it.
    const real = await realpath(candidate);
    if (!isInside(root, real)) return { kind: 'missing' };
    const relativePath = path.relative(root, real).split(path.sep).join('/');
    return {
      kind: 'file',
      file: { absolutePath: real, relativePath, size: info.size, mtimeMs: info.mtimeMs },
    };
  } catch {
    return { kind: 'missing' };
  }
}

export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', contentTypeFor(file.absolutePath));
  res.setHeader('Cache-Control', cacheControlFor(file.relativePath));
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', String(file.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.absolutePath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
