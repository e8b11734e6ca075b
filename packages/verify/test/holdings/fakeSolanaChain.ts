/**
 * A Solana cluster as a table, for the JSON-RPC stand-in: lamports and token accounts by owner, one
 * current slot (a node answers from its current bank), and a hook to answer some calls at another.
 */
import type { StandInCall, StandInReply } from './jsonRpcStandIn'

type TokenAccount = { mint: string; owner: string; amount: string; program?: string }

export class FakeSolanaChain {
  slot = 300_000_000
  /** The slot a call is answered at: `slot` unless a test says otherwise. */
  slotFor: (call: StandInCall) => number = () => this.slot
  readonly lamports = new Map<string, number>()
  readonly tokenAccounts: TokenAccount[] = []

  timeOf(slot: number): number {
    return 1_700_000_000 + Math.floor(slot / 2)
  }

  readonly answer = (call: StandInCall): StandInReply => {
    const { method, params } = call
    const context = { slot: this.slotFor(call), apiVersion: '2.2.0' }
    const config = (params.at(-1) ?? {}) as { minContextSlot?: number }
    if (config.minContextSlot !== undefined && config.minContextSlot > context.slot)
      return { error: { code: -32016, message: 'Minimum context slot has not been reached' } }
    if (method === 'getSlot') return { result: this.slot }
    if (method === 'getBlockTime') return { result: this.timeOf(params[0] as number) }
    if (method === 'getMultipleAccounts') {
      const owners = params[0] as string[]
      const value = owners.map((owner) => {
        const lamports = this.lamports.get(owner)
        return lamports === undefined
          ? null
          : { lamports, owner: '11111111111111111111111111111111', data: ['', 'base64'], executable: false, space: 0 }
      })
      return { result: { context, value } }
    }
    if (method === 'getTokenAccountsByOwner') {
      const [owner, { mint }] = params as [string, { mint: string }]
      const value = this.tokenAccounts
        .filter((account) => account.owner === owner && account.mint === mint)
        .map((account, index) => ({
          pubkey: `Acc${index}${owner.slice(4)}`,
          account: {
            lamports: 2_039_280,
            owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
            data: {
              program: account.program ?? 'spl-token',
              space: 165,
              parsed: {
                type: 'account',
                info: {
                  mint: account.mint,
                  owner: account.owner,
                  state: 'initialized',
                  tokenAmount: { amount: account.amount, decimals: 6, uiAmount: null, uiAmountString: '' },
                },
              },
            },
          },
        }))
      return { result: { context, value } }
    }
    return { error: { code: -32601, message: 'Method not found' } }
  }
}
