import type { ProofNamespace } from './types.js'

/**
 * How a signature was checked: offline, by recovering or checking the signer's own key; or by a
 * contract wallet's answer (EIP-1271 / ERC-6492), which is only as true as the RPC host that gave it.
 */
export type CheckedBy = { method: 'key' } | { method: 'contract'; chainId: number; rpcHost: string }

/** An account whose signature checked, and how. Only verification creates these. */
export type ProvenAccount = { namespace: ProofNamespace; address: string; checkedBy: CheckedBy }

/** The accounts a valid verdict rests on: at least one. */
export type ProvenAccounts = [ProvenAccount, ...ProvenAccount[]]
