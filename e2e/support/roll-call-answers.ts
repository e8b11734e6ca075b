/**
 * A thousand answers to a roll call, as a chat would hold them: distinct signers (ethers v5 keys,
 * `siwe` texts), some signing twice, some answering another request. Shared by the scale spec
 * and the bench.
 */
import { Wallet } from 'ethers'
import { signInText, signedPart, singleProofLink, type Site } from './forged-links'

export type Asked = { nonce: string; statement: string; expires: string }

export type ThousandAnswers = { text: string; total: number; counted: number; duplicates: number; broken: number }

/** `total` answers: 90 % distinct kept, 5 % second proofs by an earlier signer, 5 % for another request. */
export async function manyAnswers(baseURL: string, site: Site, asked: Asked, total = 1000): Promise<ThousandAnswers> {
  const lines: string[] = []
  const keys: Wallet[] = []
  const duplicates = Math.floor(total / 20)
  const broken = Math.floor(total / 20)
  const counted = total - duplicates - broken
  const issuedAt = new Date(Date.now() - 1000)
  for (let i = 0; i < total; i++) {
    const kind = i < counted ? 'new' : i < counted + duplicates ? 'again' : 'other'
    const key =
      kind === 'again' ? (keys[i - counted] ?? keys[0]) : new Wallet(`0x${(i + 1).toString(16).padStart(64, '0')}`)
    if (!key) throw new Error('no key')
    if (kind === 'new') keys.push(key)
    const message = signInText(site, {
      address: key.address,
      nonce: kind === 'other' ? 'sigilAnotherRollCall0' : asked.nonce,
      statement: asked.statement,
      issuedAt: kind === 'again' ? new Date(issuedAt.getTime() + 500) : issuedAt,
      expirationTime: asked.expires,
    })
    lines.push(
      `[${i}] member ${i}: here is my proof ${singleProofLink(baseURL, await signedPart(key, message))} cheers`,
    )
  }
  return { text: lines.join('\n'), total, counted, duplicates, broken }
}
