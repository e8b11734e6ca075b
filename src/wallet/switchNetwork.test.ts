import { beforeEach, describe, expect, test, vi } from 'vitest'

const switchChain =
  vi.fn<
    (
      config: unknown,
      parameters: { chainId: number; addEthereumChainParameter?: { rpcUrls?: string[] } },
    ) => Promise<unknown>
  >()
const wagmiConfig = { name: 'wagmi config' }
vi.mock('@wagmi/core', () => ({ switchChain }))
const switching = vi.fn()
vi.mock('./appkit/loadAppKit', () => ({
  loadAppKit: () => Promise.resolve({ wagmiAdapter: { wagmiConfig }, switching }),
}))

const { switchEvmNetwork } = await import('./switchNetwork')
const { $networkSwitch } = await import('../stores/networkSwitch')
const { confirmAccount } = await import('../stores/connection')

/** What wagmi throws: its own error class wrapping the wallet's. */
function wagmiError(name: string, message: string, cause?: unknown) {
  return Object.assign(new Error(message), { name, cause })
}

beforeEach(() => {
  switchChain.mockReset()
  switching.mockReset()
  $networkSwitch.set({ status: 'idle' })
  // A phone wallet's account (no browser wallet): AppKit's wagmi holds it.
  confirmAccount({ namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' })
})

describe('switchEvmNetwork', () => {
  test('default', async () => {
    let finish!: () => void
    const shownWhenAsked: string[] = []
    switchChain.mockImplementation(() => {
      shownWhenAsked.push($networkSwitch.get().status)
      return new Promise((resolve) => (finish = () => resolve({ id: 8453 })))
    })
    const done = switchEvmNetwork({ chainId: 8453, from: 'account-page' })
    // The wallet is asked before the page redraws for the switch.
    await vi.waitFor(() => expect(switchChain).toHaveBeenCalledTimes(1))
    expect(shownWhenAsked).toEqual(['idle'])
    await vi.waitFor(() =>
      expect($networkSwitch.get()).toEqual({ status: 'switching', chainId: 8453, from: 'account-page' }),
    )
    finish()
    await done
    expect($networkSwitch.get()).toEqual({ status: 'idle' })
    expect(switchChain).toHaveBeenCalledWith(wagmiConfig, expect.objectContaining({ chainId: 8453 }))
    // The session's reading is told the page itself moves the chain.
    expect(switching).toHaveBeenLastCalledWith('eip155', 'eip155:8453')
  })

  test('behavior: an unknown chain is added with its public RPC, never the site one', async () => {
    switchChain.mockResolvedValue({ id: 8453 })
    await switchEvmNetwork({ chainId: 8453, from: 'menu' })
    const parameters = switchChain.mock.calls[0]![1]
    expect(parameters.addEthereumChainParameter).toMatchObject({
      chainName: 'Base',
      rpcUrls: ['https://mainnet.base.org'],
    })
  })

  test('behavior: declined → a "declined" error for where it was asked, nothing else changes', async () => {
    switchChain.mockRejectedValue(
      wagmiError('UserRejectedRequestError', 'User rejected the request.', {
        code: 4001,
        message: 'User rejected the request.',
      }),
    )
    await switchEvmNetwork({ chainId: 8453, from: 'menu' })
    const state = $networkSwitch.get()
    expect(state).toMatchObject({
      status: 'failed',
      chainId: 8453,
      from: 'menu',
      error: { kind: 'declined', operation: 'switch-network' },
    })
    // A switch that did not happen is not the page's to record.
    expect(switching).toHaveBeenLastCalledWith('eip155', undefined)
  })

  test('behavior: a wallet that added the chain without switching is asked once more', async () => {
    switchChain
      .mockRejectedValueOnce(
        wagmiError(
          'UserRejectedRequestError',
          'User rejected the request.',
          wagmiError('UserRejectedRequestError', 'User rejected switch after adding network.'),
        ),
      )
      .mockResolvedValueOnce({ id: 8453 })
    await switchEvmNetwork({ chainId: 8453, from: 'account-page' })
    expect(switchChain).toHaveBeenCalledTimes(2)
    expect($networkSwitch.get()).toEqual({ status: 'idle' })
  })

  test('behavior: one prompt at a time', async () => {
    let finish!: () => void
    switchChain.mockReturnValue(new Promise((resolve) => (finish = () => resolve({ id: 8453 }))))
    const first = switchEvmNetwork({ chainId: 8453, from: 'account-page' })
    await switchEvmNetwork({ chainId: 1, from: 'menu' })
    await vi.waitFor(() => expect(switchChain).toHaveBeenCalledTimes(1))
    finish()
    await first
    expect(switchChain).toHaveBeenCalledTimes(1)
  })
})
