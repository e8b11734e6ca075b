/**
 * viem's EIP-55 checksum on its own, so a granted EVM account is shown `connected` as soon as
 * this (a chunk the proof reader shares) is in, without waiting for the whole EVM engine.
 */
export { getAddress as checksumAddress } from 'viem'
