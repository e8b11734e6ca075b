/** How a request is put into words, the same on the page that makes it and the page that answers it. */
import { ETHEREUM_STYLE, type ProofRequest } from './requestLink.js'
import { formatLocalTime } from './util/formatLocalTime.js'

/**
 * What is asked: "any Ethereum-style address", "the Solana address 9C6h…", "these 3 addresses, linked: …".
 * `evmWords` names a 0x address's networks ("Ethereum or Base") where the caller knows them.
 */
export function describeWanted(
  request: Pick<ProofRequest, 'want' | 'addresses'>,
  evmWords: string = ETHEREUM_STYLE,
): string {
  const { want, addresses } = request
  if (want === 'linked')
    return addresses.length === 0
      ? 'any linked set of 2 to 5 addresses'
      : `these ${addresses.length} addresses, linked in one proof: ${addresses.join(', ')}`
  const family = want === 'eip155' ? evmWords : 'Solana'
  const [address] = addresses
  return address === undefined ? `any ${family} address` : `the ${family} address ${address}`
}

/** A time on the reader's clock, with its zone (../util/formatLocalTime.ts); as written when it is not one. */
export function formatWhen(iso: string): string {
  return formatLocalTime(new Date(iso)) ?? iso
}
