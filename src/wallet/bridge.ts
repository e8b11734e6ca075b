/**
 * Translates AppKit's events into store actions. AppKit is the authority on what
 * the wallet confirmed; the stores are the authority on what the UI shows.
 */
import type { AppKit } from '@reown/appkit'
import { AlertController, ConnectorController, StorageUtil } from '@reown/appkit-controllers'
import { getAddress } from 'viem'
import { NAMESPACES, cleanWalletIcon, cleanWalletName, isChainId, type Account, type Namespace } from '../stores/account'
import {
  $remembered,
  $session,
  confirmAccount,
  connectionEnded,
  forgetAccount,
  reportWalletError,
} from '../stores/connection'
import { classifyWalletError, walletError } from './errors'
import { reportSiteNotice } from '../stores/site-notice'

type AccountState = ReturnType<AppKit['getAccount']>
type WalletInfo = { name?: unknown; icon?: unknown } | undefined

/** AppKit's own re-sync, public at runtime though typed protected. */
type Resyncable = { syncNamespaceConnection(namespace: Namespace): Promise<void> }

function accountFrom(namespace: Namespace, state: AccountState, wallet: WalletInfo): Account | undefined {
  if (!state?.isConnected || !state.caipAddress) return undefined
  const parts = state.caipAddress.split(':')
  if (parts.length !== 3) return undefined
  const [ns, reference, rawAddress] = parts as [string, string, string]
  const chainId = `${ns}:${reference}`
  if (ns !== namespace || !isChainId(namespace, chainId)) return undefined
  let address = rawAddress
  if (namespace === 'eip155') {
    try {
      address = getAddress(rawAddress)
    } catch {
      return undefined
    }
  }
  const account: Account = { namespace, address, chainId }
  const walletName = cleanWalletName(wallet?.name)
  const walletIcon = cleanWalletIcon(wallet?.icon)
  if (walletName) account.walletName = walletName
  if (walletIcon) account.walletIcon = walletIcon
  return account
}

export function bridgeWalletToStores(appKit: AppKit): void {
  /** Until AppKit's initial reconnect is over, a "disconnected" only means "not yet". */
  let initialised = false

  const sync = (namespace: Namespace) => {
    const state = appKit.getAccount(namespace)
    const account = accountFrom(namespace, state, appKit.getWalletInfo(namespace) as WalletInfo)
    if (account) {
      confirmAccount(account)
    } else if (initialised && (state?.status === 'disconnected' || state?.status === undefined)) {
      forgetAccount(namespace)
    }
  }

  for (const namespace of NAMESPACES) {
    appKit.subscribeAccount(() => sync(namespace), namespace)
    appKit.subscribeWalletInfo(() => sync(namespace), namespace)
  }
  appKit.subscribeNetwork(() => NAMESPACES.forEach(sync))

  // The dialog closed with nothing new connected: the attempt is over, not pending forever.
  appKit.subscribeState((state) => {
    if (!state.open && $session.get().connecting) {
      setTimeout(() => {
        if ($session.get().connecting && !appKit.isOpen()) connectionEnded()
      }, 300)
    }
  })

  appKit.subscribeEvents(({ data }) => {
    const properties = (data as { properties?: { message?: unknown } }).properties
    if (data.event === 'USER_REJECTED' || data.event === 'CONNECT_ERROR') {
      const message = typeof properties?.message === 'string' ? properties.message : data.event
      const error = classifyWalletError(
        data.event === 'USER_REJECTED' ? { code: 4001, message } : new Error(message),
        'connect',
      )
      reportWalletError(error)
    }
  })

  // AppKit checks the project's allowed origins while it initialises, before this bridge
  // exists, so the alert it raised then is read once here and followed afterwards.
  const mirrorAlert = (message: string) => {
    if (!message) return
    const error = classifyWalletError(new Error(message), 'load')
    if (error.kind === 'invalid-config') reportSiteNotice(error)
  }
  mirrorAlert(AlertController.state.message)
  AlertController.subscribeKey('message', mirrorAlert)

  // Another tab changed what is connected: follow it.
  $remembered.listen((remembered) => {
    for (const namespace of NAMESPACES) {
      const wanted = remembered.accounts[namespace]
      const state = appKit.getAccount(namespace)
      if (wanted && !state?.isConnected) {
        const connectorId = StorageUtil.getConnectedConnectorId(namespace)
        if (connectorId) ConnectorController.setConnectorId(connectorId, namespace)
        void (appKit as unknown as Resyncable).syncNamespaceConnection(namespace).then(() => sync(namespace))
      } else if (!wanted && state?.isConnected) {
        void appKit.disconnect(namespace).catch(() => undefined)
      }
    }
  })

  // AppKit's own reconnect is over (`ready()` awaited it): a remembered account it did not
  // restore is gone (locked, revoked, removed). Say so once, rather than going quiet.
  const rememberedAtStart = NAMESPACES.filter((ns) => $remembered.get().accounts[ns])
  initialised = true
  NAMESPACES.forEach(sync)
  const lost = rememberedAtStart.filter((ns) => !appKit.getAccount(ns)?.isConnected)
  lost.forEach(forgetAccount)
  if (lost.length > 0) reportWalletError(walletError('wallet-unavailable', 'reconnect'))
}
