/**
 * The request links with a holding requirement in test/proof/vectors/requests/holdings.json: each
 * valid link decodes, for a reader that checks holdings, to the request printed beside it and
 * encodes back to the same link, and is refused by a reader that does not check them; each refused
 * link is refused, naming the field. The vectors are rebuilt here and must equal the file, so the
 * file cannot drift from the code. `SIGIL_WRITE_REQUEST_VECTORS=1 npx vitest run <this file>`
 * rewrites it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { encodeBase64url } from '../base64url'
import { decodeRequestFragment, encodeRequestLink, type ProofRequest } from '../requestLink'
import { BASE, BASE_USDC, SOLANA_MAINNET, SOLANA_USDC } from '../../test/holdings/requirements'

const FILE = new URL('../../../../test/proof/vectors/requests/holdings.json', import.meta.url)
const SITE = 'https://sigil.example/'
const NONCE = 'sigil7Qm2xKp9Lr4Tz8Wb3'
const EXPIRES = '2030-01-01T01:00:00.000Z'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj'

type Vectors = {
  description: string
  valid: { name: string; link: string; request: ProofRequest }[]
  refused: { name: string; link: string; field: string; message: string }[]
}

const roll = (want: ProofRequest['want'], holds: ProofRequest['holds'], statement?: string): ProofRequest => ({
  v: 2,
  want,
  addresses: [],
  ...(statement === undefined ? {} : { statement }),
  holds,
  nonce: NONCE,
  expires: EXPIRES,
})

const VALID: [string, ProofRequest][] = [
  [
    'A roll call: at least 100 USDC (6 decimals) on Base',
    roll(
      'eip155',
      { network: BASE, asset: { kind: 'erc20', contract: BASE_USDC }, atLeast: '100000000' },
      'I am a member',
    ),
  ],
  [
    'A roll call: at least 0.1 ETH on Ethereum',
    roll('eip155', { network: 'eip155:1', asset: { kind: 'native' }, atLeast: '100000000000000000' }),
  ],
  [
    'A roll call: at least one NFT of an ERC-721 collection',
    roll('eip155', { network: BASE, asset: { kind: 'erc721', contract: BASE_USDC }, atLeast: '1' }),
  ],
  [
    'A roll call: at least 2 of ERC-1155 token id 2^256 − 1',
    roll('eip155', {
      network: BASE,
      asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: (2n ** 256n - 1n).toString() },
      atLeast: '2',
    }),
  ],
  [
    'A roll call: at least 1 SOL',
    roll('solana', { network: SOLANA_MAINNET, asset: { kind: 'native' }, atLeast: '1000000000' }),
  ],
  [
    'A roll call: at least 2^64 − 1 base units of an SPL token',
    roll('solana', {
      network: SOLANA_MAINNET,
      asset: { kind: 'spl', mint: SOLANA_USDC },
      atLeast: (2n ** 64n - 1n).toString(),
    }),
  ],
  [
    'A roll call of linked sets: at least 100 USDC on Base, summed over the set’s Ethereum-style addresses',
    roll('linked', { network: BASE, asset: { kind: 'erc20', contract: BASE_USDC }, atLeast: '100000000' }),
  ],
  [
    'One answer from a named linked set, holding SOL',
    {
      v: 1,
      want: 'linked',
      addresses: [EVM_ADDRESS, SOLANA_ADDRESS],
      holds: { network: SOLANA_MAINNET, asset: { kind: 'native' }, atLeast: '1' },
      nonce: NONCE,
      expires: EXPIRES,
    },
  ],
]

const usdcJson = { network: BASE, asset: { kind: 'erc20', contract: BASE_USDC }, atLeast: '100000000' }
const REFUSED: [string, Record<string, unknown>][] = [
  ['An amount of 0', { holds: { ...usdcJson, atLeast: '0' } }],
  ['An amount as a JSON number', { holds: { ...usdcJson, atLeast: 100000000 } }],
  ['An amount of 2^256', { holds: { ...usdcJson, atLeast: (2n ** 256n).toString() } }],
  ['An amount zero-padded', { holds: { ...usdcJson, atLeast: '0100000000' } }],
  [
    'An SOL amount beyond 2^64 − 1',
    { want: 'solana', holds: { network: SOLANA_MAINNET, asset: { kind: 'native' }, atLeast: (2n ** 64n).toString() } },
  ],
  ['A contract in lower case', { holds: { ...usdcJson, asset: { kind: 'erc20', contract: BASE_USDC.toLowerCase() } } }],
  [
    'An ERC-20 with a token id',
    { holds: { ...usdcJson, asset: { kind: 'erc20', contract: BASE_USDC, tokenId: '1' } } },
  ],
  ['An ERC-1155 with no token id', { holds: { ...usdcJson, asset: { kind: 'erc1155', contract: BASE_USDC } } }],
  [
    'A token id of 2^256',
    { holds: { ...usdcJson, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: (2n ** 256n).toString() } } },
  ],
  ['An SPL token on an Ethereum-style network', { holds: { ...usdcJson, asset: { kind: 'spl', mint: SOLANA_USDC } } }],
  ['An ERC-20 on Solana', { want: 'solana', holds: { ...usdcJson, network: SOLANA_MAINNET } }],
  ['A network by name', { holds: { ...usdcJson, network: 'base' } }],
  [
    'Holdings on Solana asked of an Ethereum-style address',
    { holds: { network: SOLANA_MAINNET, asset: { kind: 'native' }, atLeast: '1' } },
  ],
  [
    'Holdings on Solana asked of a linked set of Ethereum-style addresses',
    {
      v: 1,
      want: 'linked',
      addresses: [EVM_ADDRESS, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      holds: { network: SOLANA_MAINNET, asset: { kind: 'native' }, atLeast: '1' },
    },
  ],
  ['A field the requirement does not have', { holds: { ...usdcJson, decimals: 6 } }],
]

function build(): Vectors {
  return {
    description:
      'Request links (docs/proof-format.md, "Holdings") whose requests ask each answer to hold something. ' +
      'A reader that checks holdings decodes each valid link to its request and encodes it back to the same link; ' +
      'a reader that does not check holdings refuses every one of them. Each refused link is refused, naming the field.',
    valid: VALID.map(([name, request]) => ({ name, link: encodeRequestLink(request, SITE), request })),
    refused: REFUSED.map(([name, change]) => {
      const value = { v: 2, want: 'eip155', nonce: NONCE, expires: EXPIRES, ...change }
      const link = `${SITE}prove/#request=${encodeBase64url(new TextEncoder().encode(JSON.stringify(value)))}`
      const read = decodeRequestFragment(link, { checksHoldings: true })
      if (read.ok) throw new Error(`The refused vector “${name}” reads.`)
      return { name, link, field: read.error.field ?? '', message: read.error.message }
    }),
  }
}

describe('request vectors with a holding requirement', () => {
  const vectors = build()
  if (process.env['SIGIL_WRITE_REQUEST_VECTORS'] === '1') writeFileSync(FILE, `${JSON.stringify(vectors, null, 2)}\n`)
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as Vectors

  test('the file is the one the code gives', () => {
    expect(file).toEqual(vectors)
  })

  test.each(file.valid.map((vector) => [vector.name, vector] as const))('valid: %s', (_, vector) => {
    const read = decodeRequestFragment(vector.link, { checksHoldings: true })
    expect(read).toEqual({ ok: true, request: vector.request })
    if (read.ok) expect(encodeRequestLink(read.request, SITE)).toBe(vector.link)
    expect(decodeRequestFragment(vector.link)).toMatchObject({ ok: false, error: { field: 'holds' } })
  })

  test.each(file.refused.map((vector) => [vector.name, vector] as const))('refused: %s', (_, vector) => {
    expect(decodeRequestFragment(vector.link, { checksHoldings: true })).toEqual({
      ok: false,
      error: { code: 'bad-field', field: vector.field, message: vector.message },
    })
  })
})
