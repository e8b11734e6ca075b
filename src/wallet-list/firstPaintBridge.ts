/**
 * The first-paint bridge: what the page's inline scripts (../components/HintReader.astro,
 * ../components/FirstPaintStatus.astro) and its first modules (./earlyWalletList.ts, ./earlyReconnect.ts,
 * ./placeholderStatus.ts, the islands' wake directive ../islands/wakeDirective.ts and ../islands/afterRelease.ts)
 * share on `window`, before any of them can import another. Every side names the page's window with this one
 * type; `firstPaintBridge.test.ts` reads the inline scripts and the modules and fails on a `sigil…` name this
 * type does not declare, or a declared one no side uses.
 */
export type FirstPaintBridge = {
  /** HintReader.astro: the remembered account for the first paint, checked like the store checks it; display only. */
  sigilHint?: () => unknown
  /** FirstPaintStatus.astro: makes the first-paint Connect button (./placeholderStatus.ts puts it back). */
  sigilConnectButton?: () => HTMLButtonElement
  /** FirstPaintStatus.astro: 1 once Connect was pressed before the list's loader ran; the loader opens the list. */
  sigilConnectIntent?: number
  /** ./earlyWalletList.ts: the list's code is here, so a press on Connect needs no island. */
  sigilListReady?: boolean
  /** The wake directive: hydrates every island of the page; set by the first island's directive. */
  sigilWake?: () => void
  /** ./earlyWalletList.ts: the list opened before the page woke has the page; it wakes the islands when it lets go. */
  sigilWakeHeld?: boolean
  /** The wake directive: the islands have woken. */
  sigilAwake?: boolean
  /** The wake directive: hydrations waiting for the page to wake. */
  sigilIslands?: Array<() => Promise<void>>
  /** The wake directive: the element whose pointer, focus or touch woke the page, for islands that act on it. */
  sigilWokenBy?: Element
  /** The wake directive: a pointer is pressed; an island waits for its release before swapping its placeholder. */
  sigilPressed?: boolean
}

/** The page's window, with the bridge's names. */
export type BridgeWindow = Window & FirstPaintBridge

/** Every name, for the test that holds the inline scripts to the type. */
export const BRIDGE_NAMES = [
  'sigilHint',
  'sigilConnectButton',
  'sigilConnectIntent',
  'sigilListReady',
  'sigilWake',
  'sigilWakeHeld',
  'sigilAwake',
  'sigilIslands',
  'sigilWokenBy',
  'sigilPressed',
] as const satisfies ReadonlyArray<keyof FirstPaintBridge>
