import type { Connection } from './connection'

/** The test contract's attributes for an element showing the connection (kept stable). */
export function statusAttributes(connection: Connection): Record<string, string> {
  const account = connection.active ? connection.accounts[connection.active] : undefined
  const attributes: Record<string, string> = { 'data-status': connection.status }
  if (account && (connection.status === 'connected' || connection.status === 'reconnecting')) {
    attributes['data-address'] = account.address
    attributes['data-namespace'] = account.namespace
  }
  if (connection.transport) attributes['data-transport'] = connection.transport
  return attributes
}

export function statusSentence(connection: Connection): string {
  const account = connection.active ? connection.accounts[connection.active] : undefined
  switch (connection.status) {
    case 'connected':
      if (connection.transport === 'lost') return 'Connection to your wallet lost. Reconnecting…'
      return `Wallet connected: ${account?.walletName ?? 'wallet'} ${account?.address ?? ''}`.trim()
    case 'reconnecting':
      return 'Reconnecting to your wallet…'
    case 'connecting':
      return 'Waiting for your wallet…'
    case 'disconnected':
      return 'No wallet connected.'
  }
}
