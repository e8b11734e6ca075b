/**
 * On every page: with a remembered account (the first-paint hint, ../components/HintReader.astro),
 * fetches and runs ./reconnectBeforeIslands.ts at once. A first visit fetches nothing more.
 */
type HintWindow = Window & { sigilHint?: () => unknown }

const hint = (window as HintWindow).sigilHint
// A failed fetch is left to the header island, which boots the same reconnect when it wakes.
if (typeof hint === 'function' && hint()) import('./reconnectBeforeIslands').catch(() => undefined)
