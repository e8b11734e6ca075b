/**
 * What another tab changed, followed in this one: an account it connected through AppKit is
 * restored from AppKit's saved session, the phone's news it recorded (a chain, an account) is taken
 * rather than taken back, a record older than this tab's own view is recorded over with it
 * (./sessionReading.ts orders the two), and an account it disconnected is let go of here too.
 */
import type { AppKit } from '@reown/appkit'
import { ConnectorController, StorageUtil } from '@reown/appkit-controllers'
import { NAMESPACES, type Account, type Namespace } from '../../stores/account'
import { $remembered, $session, confirmAccount } from '../../stores/connection'
import type { SessionNews } from './sessionReading'

/** AppKit's own "restore this namespace's saved connector", public on the instance but untyped. */
type Resyncable = { syncNamespaceConnection(namespace: Namespace): Promise<void> }

/** The bridge's view of the accounts, which this follower reads and updates through. */
export type AccountsView = {
  /** Reads the namespace's account from AppKit again and records what it says. */
  sync: (namespace: Namespace) => void
  /** The account as this tab's AppKit, wagmi and Solana wallet see it; null: the wallet says none. */
  viewOf: (namespace: Namespace) => Account | null | undefined
  news: SessionNews
  /** Namespaces this tab's AppKit is letting go of, whose events must not confirm them again. */
  leaving: Set<Namespace>
}

/**
 * Lets go of an account this tab's AppKit holds and no tab remembers: another tab disconnected it. Until
 * AppKit has, its events must not confirm it again.
 */
function letGo(appKit: AppKit, namespace: Namespace, { sync, leaving }: AccountsView): void {
  leaving.add(namespace)
  void appKit
    .disconnect(namespace)
    .catch(() => undefined)
    .finally(() => {
      leaving.delete(namespace)
      // Connected again meanwhile, and wanted again: confirm it now that it may be.
      if ($remembered.get().accounts[namespace] && appKit.getAccount(namespace)?.isConnected) sync(namespace)
    })
}

/**
 * For a page that has just started AppKit: a phone's account AppKit restored from its saved session that
 * no tab remembers was disconnected in a page before, while the phone could not be told (its relay down,
 * its answer late). It is let go of as if another tab had just disconnected it, and never confirmed.
 */
export function letGoOfEndedPhoneAccounts(appKit: AppKit, view: AccountsView): void {
  for (const namespace of NAMESPACES) {
    const restored = appKit.getAccount(namespace)?.isConnected ? view.viewOf(namespace) : undefined
    if (restored && restored.walletId === undefined && !$remembered.get().accounts[namespace])
      letGo(appKit, namespace, view)
  }
}

export function followOtherTabs(appKit: AppKit, view: AccountsView): void {
  const { sync, viewOf, news, leaving } = view
  $remembered.listen((remembered) => {
    for (const namespace of NAMESPACES) {
      const wanted = remembered.accounts[namespace]
      const state = appKit.getAccount(namespace)
      if (wanted && !state?.isConnected) {
        // A browser wallet another tab connected is the direct layer's to confirm (src/wallet/boot.ts).
        if (wanted.walletId !== undefined) continue
        const connectorId = StorageUtil.getConnectedConnectorId(namespace)
        if (connectorId) ConnectorController.setConnectorId(connectorId, namespace)
        void (appKit as unknown as Resyncable).syncNamespaceConnection(namespace).then(() => sync(namespace))
      } else if (wanted && wanted.walletId === undefined && state?.isConnected) {
        // Another tab recorded the phone's news (its chain, its account), which this tab's relay
        // socket may have missed: follow it rather than take it back at the next event here. Or it
        // recorded an older view than this tab's: this tab's own stands, recorded again.
        const seen = viewOf(namespace)
        if (seen && (seen.address !== wanted.address || seen.chainId !== wanted.chainId)) {
          const account = seen.walletId === undefined ? news.read(seen) : wanted
          if ($session.get().confirmed[namespace] !== undefined && !leaving.has(namespace)) confirmAccount(account)
        }
      } else if (!wanted && state?.isConnected) {
        letGo(appKit, namespace, view)
      }
    }
  })
}
