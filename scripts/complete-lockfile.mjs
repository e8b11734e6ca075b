// Fills in lockfile entries for platform-specific optional packages that the
// registry mirror this lockfile was written against does not serve (for example
// @astrojs/compiler-binding-darwin-arm64). Without them `npm ci` refuses the
// lockfile ("Missing: … from lock file"); with them, each platform installs
// only the binding whose os/cpu match it, exactly as a full registry would.
// Run after any `npm install` that rewrites package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const packages = lock.packages

/** os/cpu/libc of a napi-style platform package, read from its name. */
function platformOf(name) {
  const m =
    /-(android|darwin|freebsd|linux|win32|openharmony)-(arm64|x64|amd64|ia32|arm|riscv64|s390x|ppc64)(?:-(gnu|musl|msvc|gnueabihf|musleabihf))?$/.exec(
      name,
    )
  if (m) {
    const [, os, cpu, abi] = m
    const entry = { os: [os], cpu: [cpu === 'amd64' ? 'x64' : cpu] }
    if (os === 'linux' && (abi === 'gnu' || abi === 'musl')) entry.libc = [abi === 'gnu' ? 'glibc' : 'musl']
    return entry
  }
  if (/-wasm32-wasi$/.test(name)) return { cpu: ['wasm32'] }
  return undefined
}

let added = 0
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`
    const hoisted = `node_modules/${dep}`
    if (packages[base] || packages[hoisted]) continue
    const platform = platformOf(dep)
    if (!platform) continue
    packages[hoisted] = { version, optional: true, ...platform }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
)
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n')
console.log(`complete-lockfile: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`)
