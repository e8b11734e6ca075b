import { describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { signedMessageJson } from './signedMessageJson'
import { readPlainMessageInput } from './readPlainMessageInput'
import { verifyPlainMessage } from './verifyPlainMessage'

// Anvil's first test key: public, never holds anything.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('signedMessageJson', () => {
  test('writes an EVM message in MyCrypto’s shape, keys in its order, two-space indented', () => {
    const json = signedMessageJson({ namespace: 'eip155', address: '0xAb', message: 'hi\nthere', signature: '0x01' })
    expect(json).toBe('{\n  "address": "0xAb",\n  "msg": "hi\\nthere",\n  "sig": "0x01",\n  "version": "2"\n}')
  })

  test('writes a Solana message with the same three fields and no version', () => {
    const json = signedMessageJson({ namespace: 'solana', address: solanaAddress, message: 'gm', signature: 'abc' })
    expect(JSON.parse(json)).toEqual({ address: solanaAddress, msg: 'gm', sig: 'abc' })
  })

  test('is read back by the verify page as a MyCrypto message, and verifies', async () => {
    const message = 'I agree to the terms.\nLine two, with “quotes” and \\ slashes.'
    const signature = await signer.signMessage({ message })
    const json = signedMessageJson({ namespace: 'eip155', address: signer.address, message, signature })
    const reading = readPlainMessageInput({ message: json, signature: '', address: '' })
    expect(reading.problem).toBeUndefined()
    expect(reading.subject?.kind).toBe('plain')
    if (reading.subject?.kind !== 'plain') return
    expect(reading.subject.source).toBe('mycrypto')
    expect(reading.subject.proof).toMatchObject({ address: signer.address, message, signature })
    const verified = await verifyPlainMessage(reading.subject.proof)
    expect(verified.verdict).toBe('valid')
  })
})
