import { describe, expect, test } from 'vitest'
import { signatureCheck } from './signatureChecks'

describe('signatureCheck', () => {
  test("default: each family's own check, loaded on first need", async () => {
    const { verifyEvmSignature } = await import('./verifyEvmSignature')
    const { verifySolanaSignature } = await import('./verifySolanaSignature')
    expect(await signatureCheck('eip155')).toBe(verifyEvmSignature)
    expect(await signatureCheck('solana')).toBe(verifySolanaSignature)
  })

  test('behavior: a family whose module has run is taken as it is, the same check every time', async () => {
    const first = await signatureCheck('eip155')
    expect(await signatureCheck('eip155')).toBe(first)
  })
})
