/**
 * On every page: with a remembered account (the first-paint hint, ../components/HintReader.astro),
 * fetches and runs ./reconnectBeforeIslands.ts at once. A first visit fetches nothing more.
 */
import type { BridgeWindow } from './firstPaintBridge'

const hint = (window as BridgeWindow).sigilHint
// A failed fetch is left to the header island, which boots the same reconnect when it wakes.
if (typeof hint === 'function' && hint()) import('./reconnectBeforeIslands').catch(() => undefined)
