/**
 * The fresh project's package-lock.json, cut from the repository's own: the packed package and, for
 * each package it needs, the very entry (version, tarball, integrity) the root lockfile holds. `npm ci
 * --offline` then installs from the npm cache that the root `npm ci` filled, which keeps tarballs by
 * integrity but no registry metadata: a plain `npm install` of the tarball would have to ask the
 * registry for each dependency's versions. A dependency the root lockfile does not satisfy is an error
 * here, not a download.
 */

type LockEntry = {
  name?: string
  version?: string
  resolved?: string
  integrity?: string
  link?: boolean
  license?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  engines?: Record<string, string>
  bin?: Record<string, string> | string
  os?: string[]
  cpu?: string[]
  libc?: string[]
  dev?: boolean
  optional?: boolean
  devOptional?: boolean
  peer?: boolean
}

export type Lockfile = {
  name?: string
  lockfileVersion: number
  requires?: boolean
  packages: Record<string, LockEntry>
}

/** What the packed package.json says: its name, version and what it depends on. */
export type PackedManifest = {
  name: string
  version: string
  license?: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  bin?: Record<string, string>
  engines?: Record<string, string>
}

/** Where Node would find `name` from the package at `from` (a lockfile key, '' for the root), and its entry. */
function resolveFrom(
  packages: Lockfile['packages'],
  from: string,
  name: string,
): { key: string; found: LockEntry } | undefined {
  let base = from
  for (;;) {
    const key = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`
    const found = packages[key]
    if (found !== undefined) return { key, found }
    if (base === '') return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

/**
 * What a package needs installed beside it, name and range: its dependencies and the peers it does not
 * mark optional.
 */
function needs(entry: LockEntry): [string, string][] {
  const optionalPeers = entry.peerDependenciesMeta ?? {}
  const peers = Object.entries(entry.peerDependencies ?? {}).filter(([name]) => optionalPeers[name]?.optional !== true)
  return [...Object.entries(entry.dependencies ?? {}), ...peers]
}

/** A range that is one version: the package's own dependencies are pinned so. */
const EXACT_VERSION = /^\d+\.\d+\.\d+$/

/**
 * Where the registry keeps a package's tarball. The root lockfile leaves it out (npm then asks the
 * registry's metadata, which a cache filled by `npm ci` holds); written out, npm takes the tarball
 * from the cache by its integrity alone. npm puts the configured registry in place of this host.
 */
function registryTarball(key: string, version: string | undefined): string {
  const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
  const basename = name.slice(name.lastIndexOf('/') + 1)
  return `https://registry.npmjs.org/${name}/-/${basename}-${version ?? ''}.tgz`
}

/** The root lockfile's record of a workspace package (its key, e.g. `packages/verify`). */
function workspaceKey(root: Lockfile, name: string): string {
  const link = root.packages[`node_modules/${name}`]
  if (link?.link !== true || link.resolved === undefined) {
    throw new Error(`${name} is not a workspace package of the root lockfile`)
  }
  return link.resolved
}

/**
 * The lockfile of a project whose only dependency is `manifest`'s package, from the tarball at
 * `tarballSpec` (a `file:` spec relative to the project) with `tarballIntegrity`.
 */
export function lockfileFromRoot(
  root: Lockfile,
  projectName: string,
  manifest: PackedManifest,
  tarballSpec: string,
  tarballIntegrity: string,
): Lockfile {
  const workspace = workspaceKey(root, manifest.name)
  const installedAt = `node_modules/${manifest.name}`
  const dependencies = manifest.dependencies ?? {}
  const packed: LockEntry = {
    version: manifest.version,
    resolved: tarballSpec,
    integrity: tarballIntegrity,
    ...(manifest.license === undefined ? {} : { license: manifest.license }),
    ...(Object.keys(dependencies).length === 0 ? {} : { dependencies }),
    ...(manifest.peerDependencies === undefined ? {} : { peerDependencies: manifest.peerDependencies }),
    ...(manifest.peerDependenciesMeta === undefined ? {} : { peerDependenciesMeta: manifest.peerDependenciesMeta }),
    ...(manifest.bin === undefined ? {} : { bin: manifest.bin }),
    ...(manifest.engines === undefined ? {} : { engines: manifest.engines }),
  }
  const packages: Lockfile['packages'] = {
    '': { name: projectName, dependencies: { [manifest.name]: tarballSpec } },
    [installedAt]: packed,
  }
  // The packed package's needs are resolved from its workspace folder in the root tree; what the
  // workspace has nested in its own node_modules moves under the installed package.
  const pending: { from: string; needs: [string, string][] }[] = [{ from: workspace, needs: needs(packed) }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const [name, range] of next.needs) {
      const resolved = resolveFrom(root.packages, next.from, name)
      if (resolved === undefined) throw new Error(`${name} (needed by ${next.from}) is not in the root lockfile`)
      const { key, found } = resolved
      if (EXACT_VERSION.test(range) && found.version !== range) {
        throw new Error(`${name}@${range} (needed by ${next.from}) is ${found.version ?? '?'} in the root lockfile`)
      }
      const target = key.startsWith(`${workspace}/`) ? `${installedAt}/${key.slice(workspace.length + 1)}` : key
      if (packages[target] !== undefined) continue
      const { dev: _dev, optional: _optional, devOptional: _devOptional, peer: _peer, ...entry } = found
      if (entry.link === true || entry.integrity === undefined) {
        throw new Error(`${key} in the root lockfile is not a registry package (no integrity)`)
      }
      packages[target] = { ...entry, resolved: entry.resolved ?? registryTarball(key, entry.version) }
      pending.push({ from: key, needs: needs(entry) })
    }
  }
  return { name: projectName, lockfileVersion: 3, requires: true, packages }
}
