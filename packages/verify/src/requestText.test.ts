import { describe, expect, test } from 'vitest'
import { describeWanted } from './requestText'
import { evmAccount, solanaAddress } from '../../../test/proof/testing.ts'

describe('describeWanted', () => {
  test('a 0x address is "Ethereum-style" when the networks are not known, never "EVM"', () => {
    expect(describeWanted({ want: 'eip155', addresses: [] })).toBe('any Ethereum-style address')
    expect(describeWanted({ want: 'eip155', addresses: [evmAccount.address] })).toBe(
      `the Ethereum-style address ${evmAccount.address}`,
    )
  })

  test('a site that knows its networks names them', () => {
    expect(describeWanted({ want: 'eip155', addresses: [] }, 'Ethereum or Base')).toBe('any Ethereum or Base address')
    expect(describeWanted({ want: 'eip155', addresses: [evmAccount.address] }, 'Ethereum or Base')).toBe(
      `the Ethereum or Base address ${evmAccount.address}`,
    )
  })

  test('Solana and linked sets are said as before, whatever the networks', () => {
    expect(describeWanted({ want: 'solana', addresses: [solanaAddress] }, 'Ethereum or Base')).toBe(
      `the Solana address ${solanaAddress}`,
    )
    expect(describeWanted({ want: 'linked', addresses: [] }, 'Ethereum or Base')).toBe(
      'any linked set of 2 to 5 addresses',
    )
  })
})
