// @ts-check
/**
 * The rooms of src/ and which way imports may run between them, so the tree keeps saying what
 * runs where. Lower rooms never import higher ones:
 *
 *   util                      plain helpers, no Sigil knowledge
 *   config                    the site's configuration and networks, which every room above reads
 *   wallet, stores, chains,   the wallet and network domain: stores, the direct layer, AppKit's
 *   names                     bridge, RPC reads, names (peers: they import each other)
 *   reader, wallet-list,      plain DOM, before or without React: the proof reader, the wallet list,
 *   request-page, offline     the request page, the offline reader's worker and its registration
 *   components, islands       React islands and their hydration helpers
 *   build                     build time only (Astro integrations, CSP, chunk plans, preload lists)
 *
 * Below them all, the verifier package (packages/verify, `sigil-verify`): proof formats and checks,
 * pure, run in the reader and in Node; it stands alone and imports nothing of the site. Only its
 * command-line tool reads Node's modules.
 *
 * Pages and layouts (.astro) sit on top and may import any of them. Nothing in src/ imports test
 * or bench code (test/, e2e/, scripts/), and only build-time code imports Node's modules.
 */

const ROOMS = ['util', 'config', 'domain', 'plain-dom', 'react', 'build']
/** @type {Record<string, string[]>} */
const ROOM_DIRS = {
  util: ['util'],
  config: ['config'],
  domain: ['wallet', 'stores', 'chains', 'names'],
  'plain-dom': ['reader', 'wallet-list', 'request-page', 'offline'],
  react: ['components', 'islands'],
  build: ['build'],
}
/** Which rooms each room may not import from. */
const FORBIDDEN = {
  util: ['config', 'domain', 'plain-dom', 'react', 'build'],
  config: ['domain', 'plain-dom', 'react', 'build'],
  domain: ['plain-dom', 'react', 'build'],
  'plain-dom': ['react', 'build'],
  react: ['build'],
  build: ['plain-dom', 'react'],
}
/** Packages that bring React: only the React room may use them. */
const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/*', '@nanostores/react', '@reown/appkit/react', 'wagmi']

const dirs = (/** @type {string} */ room) => (ROOM_DIRS[room] ?? []).map((dir) => `./src/${dir}`)

const roomZones = ROOMS.flatMap((room) =>
  (FORBIDDEN[/** @type {keyof typeof FORBIDDEN} */ (room)] ?? []).map((other) => ({
    target: dirs(room),
    from: dirs(other),
    message: `src/${ROOM_DIRS[room]?.join(', src/')} may not import from src/${ROOM_DIRS[other]?.join(', src/')}: imports run from higher rooms to lower ones (eslint.layers.js).`,
  })),
)

/** Test and bench code (fixtures, corpora, Node, dev-only packages) stays out of what ships. */
const apartZone = {
  target: './src',
  from: ['./test', './e2e', './scripts'],
  message: 'Product code may not import test or bench code (test/, e2e/, scripts/): it would ship, or break the build.',
}

const TESTS = 'src/**/*.test.ts'

const PACKAGE = './packages/verify/src'
const PACKAGE_TESTS = 'packages/verify/src/**/*.test.ts'
/** The verifier package imports nothing of the site. */
const packageAloneZone = {
  target: PACKAGE,
  from: ['./src'],
  message: 'The verifier package (packages/verify) stands alone: it may not import the site (src/).',
}

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [TESTS],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...roomZones, apartZone] }] },
  },
  {
    // A module's tests follow its room, and take their fixtures from test/.
    files: [TESTS],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: roomZones }] },
  },
  {
    files: ['packages/verify/src/**/*.ts'],
    ignores: [PACKAGE_TESTS],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [packageAloneZone, { ...apartZone, target: PACKAGE }] }],
    },
  },
  {
    files: [PACKAGE_TESTS],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [packageAloneZone] }] },
  },
  {
    // The verifier runs in browsers: only its command-line tool reads Node's modules.
    files: ['packages/verify/src/**/*.ts'],
    ignores: ['packages/verify/src/cli/**', PACKAGE_TESTS],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // Node runs only at build time: anything else in src/ runs in the browser.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/build/**', TESTS],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: [
      ...ROOMS.filter((room) => room !== 'react').flatMap((room) => dirs(room).map((dir) => `${dir.slice(2)}/**/*.ts`)),
      'packages/verify/src/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REACT_PACKAGES,
              message: 'Only src/components and src/islands run React; this room runs before or without it.',
            },
          ],
        },
      ],
    },
  },
]
