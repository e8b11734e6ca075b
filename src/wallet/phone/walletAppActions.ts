/**
 * The phone's ways in, for Sigil's wallet list: the catalogue's wallet apps (./walletCatalogue.ts),
 * opening one, and a pairing link to copy into any other app. The last two run in AppKit
 * (./walletApps.ts, loaded on demand), so the list that imports this stays light.
 */
import type { Namespace } from '../../stores/account'
import { clearWalletError, connectionEnded, connectionStarted, reportWalletError } from '../../stores/connection'
import { classifyWalletError } from '../errors'
import { loadAppKit } from '../appkit/loadAppKit'
import { fetchRecommendedWalletApps, type WalletApp } from './walletCatalogue'

export type { WalletApp }

const listed = new Map<string, Promise<WalletApp[]>>()

/** The catalogue's recommended wallet apps (for one family, or all), asked once per page. */
export function listWalletApps(namespace: Namespace | undefined): Promise<WalletApp[]> {
  const key = namespace ?? '*'
  let apps = listed.get(key)
  if (!apps) {
    apps = fetchRecommendedWalletApps(namespace)
    listed.set(key, apps)
    // A failure (offline, AppKit's chunk) is tried again the next time the list opens.
    apps.catch(() => listed.delete(key))
  }
  return apps
}

/** Opens a wallet app through AppKit's connecting view for it; AppKit reports the outcome. */
export async function connectWalletApp(app: WalletApp, namespace: Namespace | undefined): Promise<void> {
  clearWalletError()
  connectionStarted()
  try {
    const kit = await loadAppKit()
    await kit.walletApps.open(app.wallet, namespace)
  } catch (error) {
    connectionEnded(classifyWalletError(error, 'load'))
  }
}

/**
 * A WalletConnect pairing link for any other app: `link` is the `wc:` URI, `paired` settles when
 * the wallet answers. An approval is confirmed by the bridge like any WalletConnect session; a
 * refusal is reported here. No "Connecting…" meanwhile: the visitor may never paste it.
 */
export async function createPairingLink(): Promise<{ link: string; paired: Promise<boolean> }> {
  clearWalletError()
  const kit = await loadAppKit()
  const { link, paired } = kit.walletApps.createLink()
  const answered = paired.then(
    () => true,
    (error: unknown) => {
      reportWalletError(classifyWalletError(error, 'connect'))
      return false
    },
  )
  return { link: await link, paired: answered }
}
