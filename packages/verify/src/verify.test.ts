import { describe, expect, test, vi } from 'vitest'
import { buildProofMessage } from './buildProofMessage.js'
import { encodeProofLink, encodeProofPayload } from './encodeProofLink.js'
import type { RequestRecord } from './checkRequestAnswer.js'
import { DURING, linksByOthers } from '../../../test/proof/linksByOthers.ts'
import { myCryptoJson, validPlainCases } from '../../../test/proof/plainMessageFixtures.ts'
import { during, evmAccount, makeEvmProof, makeLinkedProof } from '../../../test/proof/testing.ts'
import { createNonce } from './createNonce.js'
import { verify } from './verify.js'
import { verifyEach } from './verifyEach.js'

const links = await linksByOthers()
const now = new Date(DURING)
const strict = { domains: 'sigil.example', now }

describe('verify: one entry for anything handed over', () => {
  test('a link, its fragment, and the fragment without #, all alike', async () => {
    const fragment = links.evm.slice(links.evm.indexOf('#'))
    for (const input of [links.evm, fragment, fragment.slice(1), `  ${links.evm}\n`]) {
      const result = await verify(input, strict)
      expect(result).toMatchObject({ kind: 'sign-in', verdict: 'valid', domainMatches: true })
      expect(result.proven).toEqual([{ namespace: 'eip155', address: links.evmAddress, checkedBy: { method: 'key' } }])
    }
  })

  test('a Solana Sign-In made by other implementations is valid', async () => {
    expect((await verify(links.solana, strict)).verdict).toBe('valid')
  })

  test('a linked proof is checked as one, against the domains', async () => {
    const linked = encodeProofLink(await makeLinkedProof(), 'https://sigil.example/')
    const result = await verify(linked, { domains: 'sigil.example', now: during })
    expect(result).toMatchObject({ kind: 'linked', verdict: 'valid', domainMatches: true })
    expect(result.proven).toHaveLength(2)
    expect((await verify(linked, { domains: 'elsewhere.example', now: during })).verdict).toBe('invalid')
  })

  test('a Sign-In pasted as message and signature, with or without the address it claims', async () => {
    const proof = await makeEvmProof()
    expect(
      (await verify({ message: proof.message, signature: proof.signature }, { ...strict, now: during })).verdict,
    ).toBe('valid')
    const wrong = await verify(
      { message: proof.message, signature: proof.signature, address: links.evmAddress },
      { ...strict, now: during },
    )
    expect(wrong.verdict).toBe('invalid')
  })

  test('a plain signed message, as a link, as MyCrypto JSON, or as text, signature and address: no domain needed', async () => {
    const [viem] = await validPlainCases()
    const proof = viem!.proof
    const inputs = [
      encodeProofLink(proof, 'https://sigil.example/'),
      myCryptoJson(proof),
      { message: myCryptoJson(proof), signature: '' },
      { message: proof.message, signature: proof.signature, address: proof.address },
    ]
    for (const input of inputs) expect(await verify(input)).toMatchObject({ kind: 'plain', verdict: 'valid' })
  })
})

describe('verify: strict about the site', () => {
  test('another site’s Sign-In is invalid, its domain check failed', async () => {
    const result = await verify(links.otherSite, strict)
    expect(result).toMatchObject({ verdict: 'invalid', domainMatches: false })
    expect(result.reasons.find((reason) => !reason.ok)?.check).toBe('domain')
  })

  test('any of several domains, in any letter case; reported against the one the message names', async () => {
    const result = await verify(links.evm, { domains: ['a.example', 'SIGIL.EXAMPLE'], now })
    expect(result.verdict).toBe('valid')
    const other = await verify(links.otherSite, { domains: ['a.example', 'b.example'], now })
    expect(other.reasons.find((reason) => reason.check === 'domain')?.message).toContain(
      'not for this site (a.example)',
    )
  })

  test('no domain: a valid Sign-In is never valid, and says which site it names; a forgery stays invalid', async () => {
    for (const domains of [undefined, []]) {
      const result = await verify(links.evm, { domains, now })
      expect(result.verdict).toBe('unverifiable')
      expect(result.reasons.at(-1)).toEqual({
        check: 'domain',
        ok: false,
        message:
          'It was made for sigil.example, and no site was given to hold it to: a Sign-In proves a sign-in only at the site that asked for it.',
      })
    }
    expect((await verify(links.solanaFlipped, { now })).verdict).toBe('invalid')
  })
})

describe('verify: what cannot be read', () => {
  test.each([
    ['a damaged link', () => links.damaged, 'The proof in this link is damaged'],
    ['text with no proof', () => 'hello', 'This link does not contain a proof'],
    ['JSON that is no signed message', () => '{"hello": 1}', 'neither a proof link'],
    ['a half-pasted JSON object', () => '{"address": "0x', 'not complete JSON'],
    ['a pasted message with no signature', () => ({ message: 'hi', signature: '' }), 'no signature'],
  ])('%s: unverifiable, with one input reason', async (_, input, message) => {
    const result = await verify(input(), strict)
    expect(result).toMatchObject({ kind: 'sign-in', verdict: 'unverifiable', proven: [] })
    expect(result.reasons).toHaveLength(1)
    expect(result.reasons[0]).toMatchObject({ check: 'input', ok: false })
    expect(result.reasons[0]!.message).toContain(message)
  })

  test('never rejects, whatever it is given', async () => {
    for (const input of [undefined, null, 42, {}, { message: 1, signature: 2 }, 'x'.repeat(200_000)])
      // @ts-expect-error -- untyped callers pass anything
      expect((await verify(input, strict)).verdict).toBe('unverifiable')
  })

  test('a malformed rpcUrls entry is a setting’s error: it rejects with a TypeError', async () => {
    await expect(verify(links.evm, { ...strict, rpcUrls: { mainnet: 'https://rpc.example' } })).rejects.toThrow(
      TypeError,
    )
    await expect(verify(links.evm, { ...strict, rpcUrls: { 'eip155:1': 'wss://rpc.example' } })).rejects.toThrow(
      /https:\/\//,
    )
  })
})

describe('verify: a request', () => {
  const request: RequestRecord = {
    request: {
      v: 1,
      want: 'eip155',
      addresses: [],
      statement: 'Me',
      nonce: 'sigilAnswer0000000001',
      expires: '2030-01-01T01:00:00.000Z',
    },
    made: '2030-01-01T00:00:00.000Z',
  }
  const answer = async (nonce: string) => {
    const message = buildProofMessage({
      namespace: 'eip155',
      address: evmAccount.address,
      chainId: 'eip155:1',
      domain: 'sigil.example',
      uri: 'https://sigil.example/',
      statement: 'Me',
      issuedAt: new Date('2030-01-01T00:05:00.000Z'),
      expirationTime: new Date(request.request.expires),
      nonce,
    })
    const signature = await evmAccount.signMessage({ message })
    const proof = { v: 1, namespace: 'eip155', chainId: 'eip155:1', address: evmAccount.address, message, signature }
    return `#proof=${encodeProofPayload(proof as Parameters<typeof encodeProofPayload>[0])}`
  }
  const at = new Date('2030-01-01T00:10:00.000Z')

  test('the answer: kept, with the record to keep', async () => {
    const result = await verify(await answer(request.request.nonce), { domains: 'sigil.example', now: at, request })
    expect(result.verdict).toBe('valid')
    expect(result.requestAnswer).toMatchObject({ answers: true, record: { by: [evmAccount.address] } })
  })

  test('another nonce: not an answer, the rule named', async () => {
    const result = await verify(await answer('someOtherNonce0001'), { domains: 'sigil.example', now: at, request })
    expect(result.verdict).toBe('valid')
    expect(result.requestAnswer?.answers).toBe(false)
    expect(result.requestAnswer?.rules.find((rule) => !rule.ok)?.rule).toBe('nonce')
  })

  test('no request given: no requestAnswer', async () => {
    expect(await verify(links.evm, strict)).not.toHaveProperty('requestAnswer')
  })
})

/** The same link with one hex digit of its signature's r changed: a forgery, whichever key it recovers. */
async function forgedEvmLink(): Promise<string> {
  const proof = await makeEvmProof()
  const digit = proof.signature[10] === 'a' ? 'b' : 'a'
  const signature = `${proof.signature.slice(0, 10)}${digit}${proof.signature.slice(11)}`
  return encodeProofLink({ ...proof, signature }, 'https://sigil.example/')
}

describe('verify: a login’s nonce', () => {
  test.each([
    ['a Sign-In with Ethereum', () => links.evm, 'n0nceEvm0001'],
    ['a Sign-In with Solana', () => links.solana, 'n0nceSol0001'],
    ['a linked proof', () => links.linked, 'n0nceLinked1'],
  ])(
    '%s: valid with the nonce it signed; invalid with another, its own reason quoting the signed one',
    async (_, link, signed) => {
      expect((await verify(link(), { ...strict, nonce: signed })).verdict).toBe('valid')
      const other = await verify(link(), { ...strict, nonce: 'n0nceOfAnotherLogin' })
      expect(other.verdict).toBe('invalid')
      const failedChecks = other.reasons.filter((reason) => !reason.ok)
      expect(failedChecks.map((reason) => reason.check)).toContain('nonce')
      expect(failedChecks.every((reason) => reason.check === 'nonce')).toBe(true)
      expect(failedChecks[0]!.message).toContain(
        `It was made for another login: its nonce, “${signed}”, is not the one this login issued.`,
      )
      // Without a nonce, as before: the proof is judged without one.
      expect((await verify(link(), strict)).verdict).toBe('valid')
    },
  )

  test('a nonce differing in letter case alone is another nonce', async () => {
    expect((await verify(links.evm, { ...strict, nonce: 'N0NCEEVM0001' })).verdict).toBe('invalid')
  })

  test('a plain signed message answers no login: invalid with a nonce, its signature still reported as checked', async () => {
    const [viem] = await validPlainCases()
    const link = encodeProofLink(viem!.proof, 'https://sigil.example/')
    expect((await verify(link, strict)).verdict).toBe('valid')
    const result = await verify(link, { ...strict, nonce: 'n0nceOfThisLogin' })
    expect(result).toMatchObject({ kind: 'plain', verdict: 'invalid' })
    expect(result.reasons.find((reason) => reason.check === 'signature')?.ok).toBe(true)
    expect(result.reasons.at(-1)).toEqual({
      check: 'nonce',
      ok: false,
      message:
        'A plain signed message carries no nonce, so it answers no login: a login’s proof is a Sign-In that signs the one-time nonce the login issued.',
    })
  })

  test('verifyEach holds every link to the nonce', async () => {
    const each = await verifyEach(`${links.evm}\n${links.solana}`, { ...strict, nonce: 'n0nceEvm0001' })
    expect(each.ok && each.links.map((link) => link.result.verdict)).toEqual(['valid', 'invalid'])
  })
})

describe('verify: options are settings, refused with a TypeError that says how to write them', () => {
  test.each([
    [{ domains: 'https://sigil.example' }, 'give the host: sigil.example'],
    [{ domains: ['sigil.example', 'https://sigil.example/verify/'] }, 'give the host: sigil.example'],
    [{ domains: 'sigil.example/verify/' }, 'has a path, query or fragment: give the host alone: sigil.example'],
    [{ domains: 'sigil.example?x=1' }, 'has a path, query or fragment'],
    [{ domains: 'alice@sigil.example' }, 'has a user name'],
    [{ domains: 'sigil .example' }, 'has white space inside'],
    [{ domains: '' }, 'is empty'],
    [{ domains: ['  '] }, 'is empty'],
    [{ domains: [42] }, 'Each of domains must be a host'],
    [{ now: '2030-01-02T00:00:00Z' }, 'now must be a Date'],
    [{ now: Date.parse(DURING) }, 'now must be a Date'],
    [{ now: new Date('tomorrow') }, 'now is an invalid Date'],
    [{ nonce: 'short1' }, 'nonce must be the one-time nonce the login issued'],
    [{ nonce: 'n0nce-with-dashes' }, '8 or more letters and digits'],
    [{ nonce: 12345678 }, 'nonce must be'],
    [{ nonces: 'n0nceEvm0001' }, '“nonces” is not an option of verify. Did you mean nonce?'],
    [{ domain: 'sigil.example' }, 'Did you mean domains?'],
    [{ rpcUrl: {} }, 'The options are domains, nonce, now, rpcUrls, contractWallets, request.'],
    [{ contractWallets: 'no' }, 'contractWallets must be true or false'],
  ])('%j is refused: %s', async (options, fix) => {
    // @ts-expect-error -- untyped callers, and typos, pass anything
    const attempt = verify(links.evm, options)
    await expect(attempt).rejects.toThrow(TypeError)
    await expect(attempt).rejects.toThrow(fix)
    // @ts-expect-error -- as above
    await expect(verifyEach(links.evm, options)).rejects.toThrow(fix)
  })

  test('what is accepted: hosts with a port, in any letter case, trimmed; no domains; a nonce as createNonce makes', async () => {
    for (const domains of ['SIGIL.example', ' sigil.example ', ['127.0.0.1:4321', 'sigil.example'], []])
      await expect(verify(links.evm, { domains, now })).resolves.toBeDefined()
    await expect(verify(links.evm, { ...strict, nonce: createNonce(), contractWallets: true })).resolves.toMatchObject({
      verdict: 'invalid',
    })
  })
})

describe('verify: a forgery is a forgery when the caller says so', () => {
  test('a flipped digit of an EVM signature: cannot be checked by default, the reason naming rpcUrls and what could not be asked', async () => {
    const result = await verify(await forgedEvmLink(), { domains: 'sigil.example', now: during })
    expect(result.verdict).toBe('unverifiable')
    const reason = result.reasons.find((r) => r.check === 'signature')
    expect(reason?.message).toBe(
      `The signature was not made by the private key of ${evmAccount.address}; no RPC URL was given for eip155:8453 (rpcUrls), so whether a contract wallet at this address accepts the signature could not be asked.`,
    )
    expect(reason?.rpcNotGiven).toEqual({ address: evmAccount.address, chainId: 8453 })
  })

  test('contractWallets false: the same forgery is invalid, and no chain is asked even with an RPC given', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    try {
      const result = await verify(await forgedEvmLink(), {
        domains: 'sigil.example',
        now: during,
        contractWallets: false,
        rpcUrls: { 'eip155:8453': 'https://rpc.example' },
      })
      expect(result.verdict).toBe('invalid')
      expect(result.reasons.find((r) => !r.ok)).toEqual({
        check: 'signature',
        ok: false,
        message: `The signature was not made by the private key of ${evmAccount.address}, and contract wallets are not accepted by this verifier, so no chain was asked.`,
      })
      const wallet = await verify(links.contractWallet, { ...strict, contractWallets: false })
      expect(wallet.verdict).toBe('invalid')
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      fetch.mockRestore()
    }
  })

  test('contractWallets false: a linked set with a part its key did not sign, and a plain message by another key, are invalid', async () => {
    const proof = await makeLinkedProof()
    const [first, second] = proof.parts
    const forged = {
      ...first!,
      signature: `${first!.signature.slice(0, 10)}${first!.signature[10] === 'a' ? 'b' : 'a'}${first!.signature.slice(11)}`,
    }
    const linked = encodeProofLink({ v: 2, parts: [forged, second!] }, 'https://sigil.example/')
    expect((await verify(linked, { domains: 'sigil.example', now: during })).verdict).toBe('unverifiable')
    const off = await verify(linked, { domains: 'sigil.example', now: during, contractWallets: false })
    expect(off.verdict).toBe('invalid')
    expect(off.reasons.find((r) => !r.ok)?.message).toContain('contract wallets are not accepted by this verifier')

    const [viem] = await validPlainCases()
    const plain = { ...viem!.proof, address: evmAccount.address }
    expect((await verify(encodeProofLink(plain, 'https://sigil.example/'))).verdict).toBe('unverifiable')
    const plainOff = await verify(encodeProofLink(plain, 'https://sigil.example/'), { contractWallets: false })
    expect(plainOff.verdict).toBe('invalid')
    expect(plainOff).not.toHaveProperty('chainId')
  })

  test('contractWallets false changes nothing for a signature its key made', async () => {
    expect((await verify(links.evm, { ...strict, contractWallets: false })).verdict).toBe('valid')
    expect((await verify(links.solana, { ...strict, contractWallets: false })).verdict).toBe('valid')
  })
})
