/**
 * How Chromium is launched everywhere in this project (tests, bench, Lighthouse): Debian's
 * build, never a downloaded one, and none of the browser's own background traffic
 * (updates, sync, QUIC) so nothing leaves the machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const OFFLINE_CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // CI runs as root, where Chromium's sandbox cannot start.
  '--no-sandbox',
] as const
