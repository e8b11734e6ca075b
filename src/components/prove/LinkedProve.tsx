import { useEffect, useRef, useState, type ReactNode } from 'react'
import { MAX_LINKED_PARTS } from 'sigil-verify/types'
import type { Account } from '../../stores/account'
import { networkName } from '../../config/networkLabels'
import { AccountName } from '../AccountName'
import { AccountChoiceText } from '../AccountChoiceText'
import { ProofResult, type SendBack } from './ProofResult'
import { accountKey, type LinkedPart } from '../../wallet/linkedSigning'
import type { FieldsAt } from './buildSiteMessage'
import type { SignedLinkedProof } from './signLinkedProof'
import type { SigningCode } from './signingCode'
import { useSigning } from './useSigning'

type Props = {
  /** The accounts to choose from: every one the wallet confirmed on this page so far (useSeenAccounts). */
  accounts: readonly Account[]
  /** The fields every part's message shares, chosen at the press. */
  fields: FieldsAt
  canSign: boolean
  /**
   * Answering a request: whether it names its addresses (then every one of `accounts` is in the
   * set), and how the result says to send it back.
   */
  answer?: { fixedSet: boolean; sendBack: SendBack } | undefined
  /** The statement and validity fields, shared with the one-address form. */
  children?: ReactNode
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
export function LinkedProve({ accounts, fields, canSign, answer, children }: Props) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [parts, setParts] = useState<LinkedPart[] | undefined>()
  const [note, setNote] = useState('')
  // Its errors are told in the status line, not the store's notice.
  const signing = useSigning<SignedLinkedProof>({ clear: () => setNote(''), report: (error) => setNote(error.message) })
  const { signing: running, result } = signing
  const active = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => active.current?.abort(), [])

  const chosen = accounts.filter((account) => !left.has(accountKey(account)))
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
    signing.reset()
  }

  /** Signs `all` from `from` on; the run before it, if any, stops. */
  function signFrom(code: SigningCode, all: readonly LinkedPart[], from: number) {
    active.current?.abort()
    const controller = new AbortController()
    active.current = controller
    return code.steps.signLinkedProof(code, { parts: all, from, signal: controller.signal, onProgress: setParts })
  }

  function start() {
    void signing.run((code) => {
      const planned = code.steps.planLinkedProof(code, { accounts: chosen, fields })
      if (!planned?.ok) return planned
      setParts(planned.value)
      return signFrom(code, planned.value, 0)
    })
  }

  function retry(index: number) {
    if (parts) void signing.run((code) => signFrom(code, parts, index))
  }

  function drop(index: number) {
    const part = parts?.[index]
    if (!part) return
    active.current?.abort()
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
          start()
        }}
        aria-busy={running}
      >
        <fieldset className="field">
          <legend>Addresses to link</legend>
          <p className="muted small">
            Pick 2 to {MAX_LINKED_PARTS}. Each one signs its own message, and each message lists them all. To add
            another account of the same wallet, switch to it in your wallet: it appears here.
          </p>
          {accounts.map((account) => {
            const key = accountKey(account)
            return (
              <label key={key} className="choice" data-testid="linked-choice">
                <input
                  type="checkbox"
                  checked={!left.has(key)}
                  disabled={running || answer?.fixedSet === true}
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
        {children}
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
          sendBack={answer?.sendBack}
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
