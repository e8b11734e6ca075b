import { useEffect, useRef, useState, type ReactNode } from 'react'
import { MAX_LINKED_PARTS } from '../../proof/types'
import type { Account } from '../../stores/account'
import type { Connection } from '../../stores/connection'
import { networkName } from '../../wallet/networks'
import { siteUrl } from '../../util/sitePath'
import { AccountName } from '../AccountName'
import { AccountChoiceText } from '../AccountChoiceText'
import { ProofResult, type SendBack } from './ProofResult'
import { accountKey, waitForAccount, walletIsOn, type LinkedPart } from '../../wallet/linkedSigning'
import { classifyWalletError } from '../../wallet/errors'
import { loadProofMaker, loadSigner } from './signingCode'

type ProofMaker = typeof import('../../proof/proofMaker')

type Props = {
  connection: Connection
  /** Every account the wallet confirmed on this page so far (useSeenAccounts). */
  collected: readonly Account[]
  statement: string | undefined
  expirationFor: (issuedAt: Date) => Date
  /** The statement and validity fields, shared with the one-address form. */
  options: ReactNode
  canSign: boolean
  /** Answering a request: its nonce, instead of a fresh one. */
  nonce?: string | undefined
  /** Answering a request for particular addresses: every one of `collected` is in the set. */
  fixedSet?: boolean | undefined
  /** Answering a request: how the result says to send it back. */
  sendBack?: SendBack | undefined
}

const STATUS_TEXT = {
  pending: 'Waiting its turn',
  switch: 'Switch your wallet to this account to sign',
  signing: 'Check your wallet: approve or decline',
  signed: 'Signed',
  declined: 'Not signed',
} as const

/**
 * /prove/, several addresses together: the person picks 2 to 5 accounts (the ones connected now,
 * and any other account the wallet was switched to on this page), then each signs its message.
 */
export function LinkedProve({
  connection,
  collected,
  statement,
  expirationFor,
  options,
  canSign,
  nonce: requestNonce,
  fixedSet = false,
  sendBack,
}: Props) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [parts, setParts] = useState<LinkedPart[] | undefined>()
  const [running, setRunning] = useState(false)
  const [note, setNote] = useState('')
  const [result, setResult] = useState<{ link: string; parts: LinkedPart[] } | undefined>()
  const run = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => run.current?.abort(), [])

  const chosen = collected.filter((account) => !left.has(accountKey(account)))
  const tooMany = chosen.length > MAX_LINKED_PARTS
  const ready = chosen.length >= 2 && !tooMany && canSign && !running

  function toggle(account: Account, on: boolean) {
    const key = accountKey(account)
    setLeft((current) => {
      const next = new Set(current)
      if (on) next.delete(key)
      else next.add(key)
      return next
    })
    setParts(undefined)
    setResult(undefined)
  }

  /** Signs the parts from `from` on, one at a time; stops at a refusal, which the person decides on. */
  async function signFrom(all: LinkedPart[], from: number, maker: ProofMaker) {
    run.current?.abort()
    const controller = new AbortController()
    run.current = controller
    // Read anew after each wait: the person may drop a part or leave meanwhile.
    const cancelled = () => controller.signal.aborted
    const current = [...all]
    const show = () => setParts([...current])
    setRunning(true)
    const { signProofMessage } = await loadSigner()
    for (let index = from; index < current.length; index++) {
      const part = current[index]
      if (!part || part.status === 'signed') continue
      const { account } = part
      current[index] = { ...part, status: 'switch', error: undefined }
      show()
      const onIt = await waitForAccount(account, controller.signal)
      if (!onIt || cancelled()) return
      current[index] = { ...part, status: 'signing', error: undefined }
      show()
      const signed = await signProofMessage(onIt, part.message)
      if (cancelled()) return
      if (!signed.ok) {
        current[index] = { ...part, status: 'declined', error: signed.error }
        show()
        setRunning(false)
        return
      }
      current[index] = { ...part, status: 'signed', signature: signed.signature }
      show()
    }
    setRunning(false)
    const link = maker.encodeProofLink(
      {
        v: 2,
        parts: current.map(({ account, message, signature = '' }) => ({
          namespace: account.namespace,
          chainId: account.chainId,
          address: account.address,
          message,
          signature,
        })),
      },
      siteUrl('', window.location.origin),
    )
    setResult({ link, parts: current })
  }

  async function start() {
    setNote('')
    setResult(undefined)
    let maker: ProofMaker
    try {
      maker = await loadProofMaker()
    } catch (error) {
      setNote(classifyWalletError(error, 'sign').message)
      return
    }
    const issuedAt = new Date()
    const nonce = requestNonce ?? maker.createNonce()
    // Each message names every linked account, so every signature commits to the whole set.
    const resources = chosen.map((account) => maker.caip10(account))
    const planned = chosen.map((account): LinkedPart => ({
      account,
      status: 'pending',
      message: maker.buildProofMessage({
        namespace: account.namespace,
        address: account.address,
        chainId: account.chainId,
        domain: window.location.host,
        uri: siteUrl('', window.location.origin),
        statement,
        issuedAt,
        expirationTime: expirationFor(issuedAt),
        nonce,
        resources,
      }),
    }))
    // The accounts the wallets are on now sign first: switching accounts is needed only for the rest.
    const onNow = (part: LinkedPart) =>
      walletIsOn(connection, part.account.namespace, part.account.address) !== undefined
    planned.sort((a, b) => Number(onNow(b)) - Number(onNow(a)))
    setParts(planned)
    await signFrom(planned, 0, maker)
  }

  function retry(index: number) {
    if (!parts) return
    void loadProofMaker().then((maker) => signFrom(parts, index, maker))
  }

  function drop(index: number) {
    const part = parts?.[index]
    if (!part) return
    run.current?.abort()
    setRunning(false)
    toggle(part.account, false)
    setNote(
      `Left out ${part.account.address}. Each message names every linked address, so the others sign again: press Sign to go on.`,
    )
  }

  const signedCount = parts?.filter((part) => part.status === 'signed').length ?? 0

  return (
    <>
      <form
        className="card form"
        data-testid="linked-prove"
        onSubmit={(event) => {
          event.preventDefault()
          void start()
        }}
        aria-busy={running}
      >
        <fieldset className="field">
          <legend>Addresses to link</legend>
          <p className="muted small">
            Pick 2 to {MAX_LINKED_PARTS}. Each one signs its own message, and each message lists them all. To add
            another account of the same wallet, switch to it in your wallet: it appears here.
          </p>
          {collected.map((account) => {
            const key = accountKey(account)
            return (
              <label key={key} className="choice" data-testid="linked-choice">
                <input
                  type="checkbox"
                  checked={!left.has(key)}
                  disabled={running || fixedSet}
                  onChange={(event) => toggle(account, event.target.checked)}
                />
                <AccountChoiceText account={account} />
              </label>
            )
          })}
          {chosen.length < 2 && (
            <p className="small field__error">
              Choose at least two addresses. Connect another wallet, or switch account in your wallet.
            </p>
          )}
          {tooMany && <p className="small field__error">At most {MAX_LINKED_PARTS} addresses fit in one link.</p>}
        </fieldset>
        {options}
        <button type="submit" className="btn btn--primary" disabled={!ready}>
          {running ? 'Signing…' : `Sign ${chosen.length} messages`}
        </button>
        <p role="status" aria-live="polite" className="small" data-testid="linked-status">
          {parts ? `${signedCount} of ${parts.length} signed.` : ''} {note}
        </p>
      </form>
      {parts && (
        <ol className="card linked-parts" data-testid="linked-parts" aria-label="Signatures">
          {parts.map((part, index) => (
            <li key={accountKey(part.account)} data-testid="linked-part" data-status={part.status}>
              <div>
                <AccountName account={part.account} withAddress />{' '}
                <span className="muted small">{networkName(part.account.chainId)}</span>
              </div>
              <div className={part.status === 'declined' ? 'small field__error' : 'small muted'}>
                {STATUS_TEXT[part.status]}
                {part.status === 'switch' && part.account.namespace === 'eip155' && (
                  <>
                    : <span className="mono break">{part.account.address}</span>
                  </>
                )}
              </div>
              {part.status === 'declined' && (
                <div className="linked-part__declined" data-testid="linked-part-error" data-kind={part.error?.kind}>
                  <p className="small">
                    <strong>{part.error?.title ?? 'Not signed'}.</strong> {part.error?.message}
                  </p>
                  <div className="row">
                    <button type="button" className="btn btn--small" onClick={() => retry(index)}>
                      Try again
                    </button>
                    <button type="button" className="btn btn--small btn--quiet" onClick={() => drop(index)}>
                      Leave this address out
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {result && (
        <ProofResult
          sendBack={sendBack}
          link={result.link}
          raw={result.parts.map((part) => ({
            label: `${part.account.address} (${networkName(part.account.chainId)})`,
            message: part.message,
            signature: part.signature ?? '',
          }))}
        />
      )}
    </>
  )
}
