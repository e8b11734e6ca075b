import { expect, test, vi } from 'vitest'
import type { Account } from '../../stores/account'
import type { InjectedEvmWallet } from './injected'

vi.stubGlobal('window', new EventTarget())
const { $remembered, confirmAccount } = await import('../../stores/connection')
const { adoptEvmWallet } = await import('./evmEngine')

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A wallet that switches account while wagmi reads its chain, and says so to whoever listens then. */
function switchingWallet(): InjectedEvmWallet {
  let accounts = [FIRST]
  let chainReads = 0
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const provider = {
    request: async ({ method }: { method: string }) => {
      await Promise.resolve()
      if (method === 'eth_accounts') return accounts
      if (method === 'eth_chainId') {
        chainReads += 1
        if (chainReads === 1) {
          accounts = [SECOND]
          listeners.get('accountsChanged')?.forEach((listener) => listener(accounts))
        }
        return '0x1'
      }
      throw new Error(`unexpected ${method}`)
    },
    on: (event: string, listener: (value: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener: (event: string, listener: (value: unknown) => void) => listeners.get(event)?.delete(listener),
  }
  return { namespace: 'eip155', id: 'dev.sigil.switching', name: 'Switching', provider } as unknown as InjectedEvmWallet
}

test('an account the wallet switched to while the page took the connection over is the one shown', async () => {
  const wallet = switchingWallet()
  const granted: Account = { namespace: 'eip155', address: FIRST, chainId: 'eip155:1', walletId: wallet.id }
  confirmAccount(granted)
  expect(await adoptEvmWallet(wallet)).toBe(true)
  await vi.waitFor(() => expect($remembered.get().accounts.eip155?.address).toBe(SECOND))
})
