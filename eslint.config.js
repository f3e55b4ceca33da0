import { TELLING_WORDS_PATTERN } from './scripts/console-words.mjs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (docs/ARCHITECTURE.md) as lint rules. Arrows point one way:
 * app → shell → features → {vault, sync, platform, ui, i18n}; disguise → {ui, i18n, vault};
 * sync → vault; vault, platform, ui, i18n import no app code. Libraries belong to one folder.
 */
const layer = (name) => [`**/${name}`, `**/${name}/**`, `../${name}/*`, `../../${name}/*`];

/** The app (src/) reads nothing of the server but the API's contract types; shared code is common/. */
const OUTSIDE_THE_APP = {
  regex: '(^|/)(api/(?!contract$)|mock-api/|server/)',
  message:
    'src/ imports nothing from api/ (its contract types aside), mock-api/ or server/: shared code lives in common/.',
};

function restrict(groups, libraries = [], extra = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...extra,
          ...groups.map((group) => ({
            group: layer(group),
            message: `This folder may not import from ${group}/ (docs/ARCHITECTURE.md).`,
          })),
          ...libraries.map(([name, owner]) => ({
            group: [name, `${name}/*`],
            message: `Only ${owner} imports ${name}.`,
          })),
        ],
      },
    ],
  };
}

/**
 * Rooms' front doors, checked on the resolved path of every import (static, re-export or import()):
 * - outside the vault, only `vault/index.ts` and `vault/locked.ts` (what the locked calculator may
 *   use) are importable; three lazy chunks are loaded with import() by name (LAZY_VAULT_ENTRIES);
 * - a feature reaches another feature only through its `index.ts` (FEATURE_ENTRIES: the second
 *   entries a feature declares, each with the reason in its header).
 */
const LAZY_VAULT_ENTRIES = [
  'src/vault/crypto',
  'src/vault/unlock/unlockWarmUp',
  'src/vault/device/accessLogDrop',
];
const FEATURE_ENTRIES = ['src/features/emergency/dialNumbers'];

function importTarget(context, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  const file = path.relative(context.cwd, context.filename);
  const target = path.normalize(path.join(path.dirname(file), source)).replace(/\.(tsx?|js)$/, '');
  return { file: file.split(path.sep).join('/'), target: target.split(path.sep).join('/') };
}

function doorProblem(file, target, dynamic) {
  const inVault = (p) => p === 'src/vault' || p.startsWith('src/vault/');
  if (inVault(target) && !inVault(file)) {
    const door = ['src/vault', 'src/vault/index', 'src/vault/locked'].includes(target);
    if (!door && !(dynamic && LAZY_VAULT_ENTRIES.includes(target)))
      return 'Outside the vault, import only vault/index.ts or vault/locked.ts (docs/ARCHITECTURE.md).';
  }
  const feature = (p) => /^src\/features\/([^/]+)/.exec(p)?.[1];
  const from = feature(file);
  const to = feature(target);
  if (from && to && from !== to) {
    const root = `src/features/${to}`;
    if (![root, `${root}/index`].includes(target) && !FEATURE_ENTRIES.includes(target))
      return `A feature reaches ${to}/ only through its index.ts (docs/ARCHITECTURE.md).`;
  }
  return null;
}

/** App and server code never import test support (`*.test-support.ts`), so it stays out of the build. */
const testSupport = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const check = (node) => {
      const resolved = importTarget(context, node.source?.value);
      if (resolved && /\.test-support$/.test(resolved.target))
        context.report({
          node,
          message: 'Only tests import *.test-support files (docs/ARCHITECTURE.md).',
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const rooms = {
  rules: {
    'test-support': testSupport,
    'front-doors': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node, dynamic) => {
          const resolved = importTarget(context, node.source?.value);
          if (!resolved) return;
          const message = doorProblem(resolved.file, resolved.target, dynamic);
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: (node) => check(node, false),
          ExportNamedDeclaration: (node) => node.source && check(node, false),
          ExportAllDeclaration: (node) => check(node, false),
          ImportExpression: (node) => check(node, true),
        };
      },
    },
  },
};

/** Words a console line must not carry (shared with the build check, scripts/console-words.mjs). */
const TELLING_WORDS = String(TELLING_WORDS_PATTERN);

const OWNED_LIBRARIES = [
  ['dexie', 'src/vault'],
  ['dexie-react-hooks', 'src/vault'],
  ['libsodium-wrappers-sumo', 'src/vault'],
  ['idb-keyval', 'src/vault'],
  ['i18next', 'src/i18n'],
  ['react-i18next', 'src/i18n'],
  ['msw', 'mock-api'],
  ['@mediapipe/hands', 'src/platform'],
];
const libsExcept = (owner) => OWNED_LIBRARIES.filter(([, o]) => o !== owner);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dev-dist',
      'node_modules',
      'playwright-report',
      'test-results',
      'bench/results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}', 'server/**', 'scripts/**', 'bench/**', '*.config.ts', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}'],
    plugins: { rooms },
    rules: { 'rooms/front-doors': 'error' },
  },
  // Browser capabilities only through platform/ adapters (the contact page, src/follow/, is a page
  // of its own: it uses the browser directly).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**', 'src/follow/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['navigator', 'window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Use an adapter in src/platform/.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['navigator', 'document', 'localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'Use an adapter in src/platform/.',
          })),
        ),
      ],
    },
  },
  // The console may be read by the person forcing her to open the app: the app writes to it only
  // through report() (src/platform/report.ts), with texts that say nothing of what it is.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/report.ts', 'src/follow/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-console': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name='report'] > Literal[value=${TELLING_WORDS}]`,
          message: 'A console text must not name what the app is (vault, alarm, code, SOS...).',
        },
        {
          selector: `CallExpression[callee.name='report'] > TemplateLiteral > TemplateElement[value.raw=${TELLING_WORDS}]`,
          message: 'A console text must not name what the app is (vault, alarm, code, SOS...).',
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: restrict(
      [],
      libsExcept('src/app').filter(([n]) => n !== 'msw'),
    ),
  },
  {
    files: ['src/shell/**'],
    rules: restrict(['app', 'disguise'], libsExcept('src/shell'), [OUTSIDE_THE_APP]),
  },
  {
    files: ['src/features/**'],
    rules: restrict(['app', 'shell', 'disguise'], libsExcept('src/features'), [OUTSIDE_THE_APP]),
  },
  {
    files: ['src/disguise/**'],
    rules: restrict(['app', 'shell', 'features', 'sync'], libsExcept('src/disguise'), [
      OUTSIDE_THE_APP,
    ]),
  },
  {
    files: ['src/vault/**'],
    rules: restrict(
      ['app', 'shell', 'features', 'disguise', 'sync', 'ui'],
      libsExcept('src/vault'),
      [OUTSIDE_THE_APP],
    ),
  },
  {
    files: ['src/sync/**'],
    rules: restrict(['app', 'shell', 'features', 'disguise', 'ui'], libsExcept('src/sync'), [
      OUTSIDE_THE_APP,
    ]),
  },
  {
    files: ['src/platform/**'],
    rules: restrict(
      ['app', 'shell', 'features', 'disguise', 'sync', 'vault', 'ui'],
      libsExcept('src/platform'),
      [OUTSIDE_THE_APP],
    ),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(
      ['app', 'shell', 'features', 'disguise', 'sync', 'vault'],
      libsExcept('src/ui'),
      [OUTSIDE_THE_APP],
    ),
  },
  {
    files: ['src/i18n/**'],
    rules: restrict(
      ['app', 'shell', 'features', 'disguise', 'sync', 'vault', 'ui'],
      libsExcept('src/i18n'),
      [OUTSIDE_THE_APP],
    ),
  },
  // The trusted contact's page (follow.html, /follow/<token>): nothing of the app, its own
  // i18next instance, and libsodium to open live-location positions (src/follow/live/).
  {
    files: ['src/follow/**'],
    rules: restrict(
      ['app', 'shell', 'features', 'disguise', 'sync', 'vault', 'platform', 'ui', 'i18n'],
      OWNED_LIBRARIES.filter(([name]) => name !== 'i18next' && name !== 'libsodium-wrappers-sumo'),
      [OUTSIDE_THE_APP],
    ),
  },
  // The one API implementation runs in Node and in MSW's browser worker: it imports no app code,
  // no MSW and no host; mock-api/ and server/ are its hosts and import it, not each other.
  {
    files: ['api/**'],
    rules: restrict(['src', 'mock-api', 'server'], OWNED_LIBRARIES),
  },
  { files: ['server/**'], rules: restrict(['src', 'mock-api'], OWNED_LIBRARIES) },
  // What the app and the server share (the companion's matcher): it imports neither.
  {
    files: ['common/**'],
    rules: restrict(['src', 'api', 'mock-api', 'server'], OWNED_LIBRARIES),
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'e2e/**'],
    plugins: { rooms },
    rules: { 'rooms/test-support': 'error' },
  },
  // Tests, and the support beside them (*.test-support.ts), may reach the reference API (msw,
  // mock-api/) and set up across layers.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
