/**
 * How Chromium is launched everywhere in this project (tests, bench, Lighthouse): Debian's
 * build, never a downloaded one, and none of the browser's own background traffic
 * (updates, sync, QUIC) so nothing leaves the machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The features Playwright turns off for its own reasons (its chromiumSwitches), repeated here:
 * Chromium reads only the last `--disable-features`, so a list of ours would otherwise switch
 * theirs back on. chromium.test.ts fails when Playwright's list gains a feature this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const

/**
 * The address bar's suggestion popups, drawn as hidden WebUI pages: Chromium loads two of them in
 * every new window, headless or not — about a second of CPU in a renderer of their own, and
 * hundreds of requests, each time a test or a bench run opens a context.
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'] as const

export const OFFLINE_CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES_OFF].join(',')}`,
  // CI runs as root, where Chromium's sandbox cannot start.
  '--no-sandbox',
] as const
