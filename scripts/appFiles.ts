import type { Plugin } from 'vite';

/** The list the wipe and the next unlock read (src/platform/appFiles.ts), at the site's root. */
export const APP_FILES = 'files.json';

/**
 * Splits the build's files in two for the emergency wipe (docs/SECURITY.md, "Traces outside the
 * vault"): `a`, what the locked calculator can load (its entry and everything reachable from it
 * without opening the interface: the SOS sheet, the alarm, the vault, the texts the sheet uses),
 * and `b`, the interface's own files (the chunks reachable only through the safety interface, the
 * settings page or the other namespaces' texts, whose code and words say what the app is). The wipe drops `b` from Cache Storage; the next
 * real unlock online puts them back. Paths only, hash-named: the list says nothing either.
 */
export function appFiles(walls: readonly string[], lockedNamespaces: readonly string[]): Plugin {
  const isRoot = (id: string | null | undefined) =>
    id != null && walls.some((wall) => id.replaceAll('\\', '/').endsWith(wall));
  // The texts of the namespaces the locked calculator does not use (its SOS sheet uses a few).
  const isInterfaceTexts = (id: string | null | undefined) => {
    const namespace = /\/locales\/[^/]+\/([a-z]+)\.json$/.exec(
      id?.replaceAll('\\', '/') ?? '',
    )?.[1];
    return namespace !== undefined && !lockedNamespaces.includes(namespace);
  };
  const isWall = (id: string | null | undefined) => isRoot(id) || isInterfaceTexts(id);
  return {
    name: 'app-files',
    apply: 'build',
    // After Vite's own generateBundle, which removes the chunks that held only CSS.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entries = chunks.filter(
        (chunk) => chunk.isEntry && (chunk.facadeModuleId ?? '').endsWith('/index.html'),
      );
      if (entries.length !== 1) this.error('app-files: the calculator entry is missing');
      const roots = chunks.filter((chunk) => isRoot(chunk.facadeModuleId));
      if (roots.length !== walls.length) {
        this.error(`app-files: found ${roots.length} of the ${walls.length} interface roots`);
      }
      const wallChunks = chunks.filter((chunk) => isWall(chunk.facadeModuleId));
      const reach = (starts: string[], stopAtWalls: boolean) => {
        const seen = new Set<string>();
        const queue = [...starts];
        while (queue.length > 0) {
          const name = queue.pop() as string;
          if (seen.has(name)) continue;
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk') continue;
          if (stopAtWalls && isWall(chunk.facadeModuleId)) continue;
          seen.add(name);
          queue.push(...chunk.imports, ...chunk.dynamicImports);
        }
        return seen;
      };
      const filesOf = (names: Set<string>) => {
        const files = new Set<string>();
        for (const name of names) {
          files.add(name);
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk') continue;
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        }
        return files;
      };
      const locked = filesOf(reach([entries[0]?.fileName ?? ''], true));
      const all = filesOf(
        reach(
          wallChunks.map((chunk) => chunk.fileName),
          false,
        ),
      );
      const interfaceOnly = [...all].filter(
        (file) => !locked.has(file) && file.startsWith('assets/'),
      );
      this.emitFile({
        type: 'asset',
        fileName: APP_FILES,
        source: JSON.stringify({
          a: [...locked]
            .filter((file) => file.startsWith('assets/'))
            .sort()
            .map((f) => `/${f}`),
          b: interfaceOnly.sort().map((file) => `/${file}`),
        }),
      });
    },
  };
}
