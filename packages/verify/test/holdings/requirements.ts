/** Networks and assets the holding requirement's tests name: real ids, so a reader can look them up. */
import { SOLANA_CLUSTERS } from '../../src/caip.ts'

export const BASE = 'eip155:8453'
/** USDC on Base (6 decimals), checksummed. */
export const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
export const SOLANA_MAINNET = `solana:${SOLANA_CLUSTERS.mainnet}`
/** USDC's mint on Solana. */
export const SOLANA_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
