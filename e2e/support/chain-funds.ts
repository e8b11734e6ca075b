/**
 * Moving funds on the local chains from a spec, so balance assertions compare the page with
 * what the node itself says. Every spec uses its own fresh accounts: the nodes are shared by
 * parallel workers, and anvil's well-known accounts are spent by other specs.
 */
import { randomBytes } from 'node:crypto'
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { callJsonRpc } from '../fixtures/chains/json-rpc.ts'
import { LOCAL_URLS } from './env.ts'

export type EvmNode = 'ethereum' | 'base' | 'optimism'

/** A new EVM key no other test touches. */
export function freshEvmKey(): Hex {
  return generatePrivateKey()
}

/** A new 32-byte Solana seed (hex) no other test touches. */
export function freshSolanaSeed(): string {
  return randomBytes(32).toString('hex')
}

export async function setEvmBalance(node: EvmNode, address: Hex, wei: bigint): Promise<void> {
  await callJsonRpc(LOCAL_URLS[node], 'anvil_setBalance', [address, `0x${wei.toString(16)}`])
}

export async function evmBalance(node: EvmNode, address: Hex): Promise<bigint> {
  return createPublicClient({ transport: http(LOCAL_URLS[node]) }).getBalance({ address })
}

/** A real transfer, mined: from a freshly funded sender, so it never races another spec's nonce. */
export async function transferEth(node: EvmNode, to: Hex, ether: string): Promise<void> {
  const sender = privateKeyToAccount(generatePrivateKey())
  await setEvmBalance(node, sender.address, parseEther(ether) + parseEther('1'))
  const transport = http(LOCAL_URLS[node])
  const hash = await createWalletClient({ account: sender, transport }).sendTransaction({
    chain: null,
    to,
    value: parseEther(ether),
  })
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
}

export async function airdropSol(address: string, lamports: bigint): Promise<void> {
  await callJsonRpc(LOCAL_URLS.solana, 'requestAirdrop', [address, Number(lamports)])
}

export async function solBalance(address: string): Promise<bigint> {
  const answer = (await callJsonRpc(LOCAL_URLS.solana, 'getBalance', [address, { commitment: 'confirmed' }])) as {
    value: number
  }
  return BigInt(answer.value)
}
