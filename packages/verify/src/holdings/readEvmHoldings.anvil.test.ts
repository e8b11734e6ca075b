/**
 * The EVM readers against a real node (Foundry's anvil, the one the end-to-end suite starts): its
 * batches, its block parameter and its revert are what the stand-in's table assumes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '../../../../e2e/fixtures/chains/anvil'
import { callJsonRpc } from '../../../../e2e/fixtures/chains/json-rpc'
import { readContractArtifact } from '../../../../e2e/fixtures/chains/contract-artifact'
import { describeEvmToken } from './describeEvmToken'
import { readEvmBalancesAt } from './readEvmBalancesAt'
import { readEvmHoldings } from './readEvmHoldings'

const [alice, bob] = ANVIL_ACCOUNTS.map((account) => account.address)
/** A contract that is no token: the suite's contract wallet, put at an address with anvil_setCode. */
const NOT_A_TOKEN = '0x000000000000000000000000000000000000c0de'

let anvil: AnvilNode
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const { deployedBytecode } = readContractArtifact(
    new URL('../../../../e2e/fixtures/chains/contracts/EnsStandIn.json', import.meta.url).pathname,
    'deployedBytecode',
  )
  await callJsonRpc(anvil.url, 'anvil_setCode', [NOT_A_TOKEN, deployedBytecode])
}, 30_000)
afterAll(() => anvil.stop())

/**
 * Waits for a transaction's block: anvil answers eth_sendTransaction before the block is sealed, and
 * until then its latest block's state already holds the transfer.
 */
async function minedIn(hash: unknown): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if ((await callJsonRpc(anvil.url, 'eth_getTransactionReceipt', [hash])) !== null) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the transfer was not mined')
}

describe('on anvil', () => {
  test('coin balances at the block read; a transfer after it does not move them', async () => {
    const ether = 10n ** 18n
    await anvil.setBalance(alice!, ether)
    await anvil.setBalance(bob!, 3n)
    // anvil_setBalance rewrites the latest block's state in place: mined over, it is history.
    await anvil.mine()
    const addresses = [alice!, bob!]
    const first = await readEvmHoldings({ rpcUrl: anvil.url, asset: { kind: 'native' }, addresses })
    if (!first.ok) throw new Error(first.reason)
    expect([...first.amounts.values()]).toEqual([ether, 3n])
    const hash = await callJsonRpc(anvil.url, 'eth_sendTransaction', [{ from: alice, to: bob, value: '0x64' }])
    await minedIn(hash)
    const again = await readEvmBalancesAt({
      rpcUrl: anvil.url,
      asset: { kind: 'native' },
      addresses,
      block: first.block,
    })
    expect(again.ok && [...again.amounts.values()]).toEqual([ether, 3n])
    const now = await readEvmHoldings({ rpcUrl: anvil.url, asset: { kind: 'native' }, addresses })
    if (!now.ok) throw new Error(now.reason)
    expect(now.amounts.get(bob!)).toBe(103n)
    expect(now.amounts.get(alice!)).toBeLessThan(ether - 100n)
    expect(now.block.number).toBeGreaterThan(first.block.number)
  })

  test('a contract that is not a token: its balanceOf reverts, and the form refuses it', async () => {
    const read = await readEvmHoldings({
      rpcUrl: anvil.url,
      asset: { kind: 'erc20', contract: NOT_A_TOKEN },
      addresses: [alice!],
    })
    expect(read).toMatchObject({ ok: false })
    expect(
      await describeEvmToken({ rpcUrl: anvil.url, asset: { kind: 'erc20', contract: NOT_A_TOKEN } }),
    ).toMatchObject({
      ok: false,
      refused: true,
    })
    expect(
      await describeEvmToken({ rpcUrl: anvil.url, asset: { kind: 'erc721', contract: NOT_A_TOKEN } }),
    ).toMatchObject({
      ok: false,
      refused: true,
    })
  })

  test('an account with no code asked as a token: no amount, and the form says there is no contract', async () => {
    const read = await readEvmHoldings({
      rpcUrl: anvil.url,
      asset: { kind: 'erc20', contract: bob! },
      addresses: [alice!],
    })
    expect(read).toMatchObject({ ok: false })
    const described = await describeEvmToken({ rpcUrl: anvil.url, asset: { kind: 'erc20', contract: bob! } })
    expect(!described.ok && described.reason).toContain('there is no contract at this address')
  })
})
