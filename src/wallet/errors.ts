/**
 * One place that turns whatever AppKit, wagmi, viem, the Solana adapter or a wallet
 * threw into something a person can act on. Codes stay in `detail`, never the headline.
 */
import { browserOffline } from '../util/online'

export type WalletErrorKind = 'wallet-unavailable' | 'declined' | 'invalid-config' | 'failure'
/** What the person was doing when it failed; it shapes the wording. */
export type WalletOperation = 'connect' | 'reconnect' | 'switch-network' | 'sign' | 'load'
/** The way forward the UI offers. */
export type WalletErrorAction = 'retry' | 'find-wallet' | 'contact-site'

export type WalletError = {
  kind: WalletErrorKind
  operation: WalletOperation
  /** Plain-language headline. */
  title: string
  /** What happened and what to do, in a sentence or two. */
  message: string
  action: WalletErrorAction
  /** The original error text, for a "details" disclosure. */
  detail?: string
}

const MAX_DETAIL = 500

type Fields = {
  code?: unknown
  name?: unknown
  message?: unknown
  shortMessage?: unknown
  cause?: unknown
  originalName?: unknown
  /** Solana wallet-adapter errors keep the wallet's own error here. */
  error?: unknown
}

/** Walks an error and what it wraps (viem and AppKit use `cause`, the Solana adapter `error`). */
export function errorChain(error: unknown): Fields[] {
  const out: Fields[] = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth++) {
    if (typeof current === 'string') {
      out.push({ message: current })
      break
    }
    if (typeof current !== 'object') break
    const fields = current as Fields
    out.push(fields)
    current = fields.cause ?? fields.error
  }
  return out
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

const DECLINED_CODES = new Set([4001, 5000, 5002, -32003 /* some wallets: "transaction rejected" */])
const UNAVAILABLE_CODES = new Set([4100, 4200, 4900, 4901])
const DECLINED_NAMES = new Set(['UserRejectedRequestError', 'WalletWindowClosedError'])
const DECLINED_TEXT = /\b(rejected|denied|declined)\b|cancel+ed by (the )?user|user (cancel+ed|abort)/i
const UNAVAILABLE_TEXT =
  /provider not found|no (injected )?provider|wallet not (found|ready|installed)|connector not found|disconnected from (all )?chains|provider (is )?disconnected|wallet (is )?(locked|unavailable|disconnected)|not connected|ProviderNotFoundError|WalletNotReadyError|WalletNotConnectedError|WalletDisconnectedError/i
const INVALID_CONFIG_TEXT =
  /APKT00[278]|origin not allowed|invalid app configuration|invalid project id|project id (missing|not configured)|Unauthorized: invalid key/i
const NETWORK_TEXT =
  /failed to fetch|networkerror|network request failed|http request failed|timed? ?out|timeout|ECONNREFUSED|HttpRequestError|TimeoutError|load failed/i

function headline(
  kind: WalletErrorKind,
  operation: WalletOperation,
): Pick<WalletError, 'title' | 'message' | 'action'> {
  switch (kind) {
    case 'declined': {
      const [title, message]: [string, string] =
        operation === 'sign'
          ? [
              'Signature declined',
              'You declined the signature request, so nothing was signed. You can ask your wallet again.',
            ]
          : operation === 'switch-network'
            ? ['Network switch declined', 'Your wallet stayed on its network. You can ask it again.']
            : [
                'Connection declined',
                'You declined the connection in your wallet, so nothing was shared. You can try again.',
              ]
      return { title, message, action: 'retry' }
    }
    case 'wallet-unavailable':
      if (operation === 'reconnect') {
        return {
          title: 'Could not reconnect to your wallet',
          message: 'It may be locked, closed, or no longer connected to this site. Unlock it and connect again.',
          action: 'retry',
        }
      }
      return {
        title: operation === 'sign' || operation === 'switch-network' ? 'Wallet not reachable' : 'No wallet found',
        message:
          operation === 'sign' || operation === 'switch-network'
            ? 'Your wallet stopped answering (it may be locked, closed or removed). Unlock or reopen it and try again.'
            : 'Sigil could not reach a wallet in this browser. Install or unlock one, or pair a mobile wallet, then try again.',
        action: 'find-wallet',
      }
    case 'invalid-config':
      return {
        title: 'Mobile wallets and the wallet catalogue are unavailable here',
        message:
          "The site's WalletConnect configuration does not allow this address, so the QR code and \u201cAll wallets\u201d cannot open. Wallets in this browser still connect. This is not something you did: the site owner needs to fix its project ID or allowed origins.",
        action: 'contact-site',
      }
    case 'failure':
      return {
        title: 'Something went wrong',
        message: 'The wallet request did not complete. Nothing was changed. Try again; the details below may help.',
        action: 'retry',
      }
  }
}

/** Classifies an error from any wallet library into a WalletError. */
export function classifyWalletError(error: unknown, operation: WalletOperation = 'connect'): WalletError {
  const links = errorChain(error)
  let kind: WalletErrorKind | undefined
  for (const link of links) {
    const code = typeof link.code === 'number' ? link.code : Number.NaN
    const name = text(link.name)
    const words = `${text(link.shortMessage)} ${text(link.message)} ${name} ${text(link.originalName)}`
    if (
      DECLINED_CODES.has(code) ||
      DECLINED_NAMES.has(name) ||
      text(link.originalName) === 'UserRejectedRequestError'
    ) {
      kind = 'declined'
    } else if (INVALID_CONFIG_TEXT.test(words) || (typeof link.code === 'string' && /^APKT00[278]$/.test(link.code))) {
      kind = 'invalid-config'
    } else if (UNAVAILABLE_CODES.has(code)) {
      kind = 'wallet-unavailable'
    } else if (DECLINED_TEXT.test(words)) {
      kind = 'declined'
    } else if (UNAVAILABLE_TEXT.test(words)) {
      kind = 'wallet-unavailable'
    }
    if (kind) break
  }
  const result: WalletError = { kind: kind ?? 'failure', operation, ...headline(kind ?? 'failure', operation) }
  const detail = describe(links)
  if (detail) result.detail = detail
  const everything = links.map((l) => `${text(l.name)} ${text(l.shortMessage)} ${text(l.message)}`).join(' ')
  if (!kind && browserOffline()) {
    // The browser says so: whatever failed, the missing network is what a person can act on.
    result.title = 'You’re offline'
    result.message = 'This needs a network: connect, then try again. Proofs can still be checked on the Verify page.'
  } else if (!kind && NETWORK_TEXT.test(everything)) {
    result.message =
      'The wallet service could not be reached (network problem or timeout). Nothing was changed. Check your connection and try again.'
  }
  return result
}

/** An error made here (not thrown by a library), e.g. a request that never came back. */
export function walletError(kind: WalletErrorKind, operation: WalletOperation, detail?: string): WalletError {
  const result: WalletError = { kind, operation, ...headline(kind, operation) }
  if (detail) result.detail = detail
  return result
}

function describe(links: Fields[]): string {
  const first = links[0]
  if (!first) return ''
  const code = typeof first.code === 'string' || typeof first.code === 'number' ? ` (code ${first.code})` : ''
  const message = text(first.shortMessage) || text(first.message) || text(links.find((l) => text(l.message))?.message)
  const out = `${message}${code}`.trim()
  return out.length > MAX_DETAIL ? `${out.slice(0, MAX_DETAIL - 1)}…` : out
}
