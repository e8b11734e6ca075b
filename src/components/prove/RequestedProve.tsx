/**
 * /prove/ opened from a request link (`#request=…`): shows what is asked, checks the connected
 * account against it before anything is signed, and signs a message with the request's nonce and
 * statement, expiring when the request closes. The answer is an ordinary proof link, sent back.
 * Fetched only for a request link, so the prove page's own code does not carry it.
 */
import { useEffect, useMemo, useState } from 'react'
import { decodeRequestFragment, MAX_REQUEST_WINDOW_MS, sameAddress, type ProofRequest } from 'sigil-verify/requestLink'
import type { Account, Namespace } from '../../stores/account'
import type { Connection } from '../../stores/connection'
import { sitePath } from '../../util/sitePath'
import { evmNetworkNames } from '../../config/networks'
import { SigningFeedback, SigningNote } from './SigningFeedback'
import { LinkedProve } from './LinkedProve'
import { ProofResult } from './ProofResult'
import { AccountChoiceText } from '../AccountChoiceText'
import { describeWanted } from 'sigil-verify/requestText'
import { SendBackNote } from './SendBack'
import { ConnectInPlace } from '../ConnectInPlace'
import { LocalTimeText } from '../LocalTimeText'
import type { SignedProof } from './signProof'
import { useSigning } from './useSigning'

const SEND_BACK = { Note: SendBackNote }

type Props = {
  /** The page's fragment, `#request=…`. */
  fragment: string
  connection: Connection
  /** Every account the wallet confirmed on this page so far. */
  collected: readonly Account[]
}

/** Longer than any request Sigil makes, with room for clocks that disagree: the link was edited. */
const LONGEST_OPEN_MS = MAX_REQUEST_WINDOW_MS + 10 * 60 * 1000

/** Where each family's addresses live, in the visitor's words: the networks, not the standard's name. */
const FAMILY = { eip155: evmNetworkNames(' or '), solana: 'Solana' } as const

/** The time now, again every few seconds, so a request that closes while the page is open says so. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

type Block = { state: string; title: string; body: React.ReactNode }
/** No account of the family asked for: not a fault, a step still to take, with its Connect here. */
type ConnectFirst = { state: string; title: string; body: string; only?: Namespace | undefined }

/** What stops a single-address answer being signed with `account`, said plainly with what to do. */
function singleBlock(request: ProofRequest, connection: Connection): Block | ConnectFirst | Account {
  const want = request.want === 'linked' ? 'eip155' : request.want
  const account = connection.confirmed[want] ? connection.accounts[want] : undefined
  const other = want === 'eip155' ? 'solana' : 'eip155'
  if (!account)
    return {
      state: 'wrong-family',
      title: `This request asks for an address on ${FAMILY[want]}`,
      body: connection.confirmed[other]
        ? `Your wallet is connected with an account on ${FAMILY[other]} only. Connect a wallet for ${FAMILY[want]}, then sign here.`
        : `Connect a wallet for ${FAMILY[want]}, then sign here.`,
      only: want,
    }
  const [asked] = request.addresses
  if (asked !== undefined && !sameAddress(asked, account.address))
    return {
      state: 'wrong-address',
      title: 'Your wallet is on another address',
      body: `It is on ${account.address}; this request asks for ${asked}. Switch to that account in your wallet: this page goes on as soon as the wallet reports it.`,
    }
  return account
}

export default function RequestedProve({ fragment, connection, collected }: Props) {
  const decoded = useMemo(() => decodeRequestFragment(fragment), [fragment])
  const now = useNow(5000)
  const { signing, result, error: signError, run } = useSigning<SignedProof & { fragment: string }>()
  const shownResult = result?.fragment === fragment ? result : undefined

  if (!decoded.ok)
    return (
      <div data-testid="request-prove" data-state="invalid" data-fragment={fragment}>
        <div className="notice notice--failure" role="alert" data-testid="request-error">
          <p className="notice__title">This request link cannot be read</p>
          <p className="notice__body">
            {decoded.error.message} Nothing will be signed from it.{' '}
            <a href={sitePath('prove/')}>Make an ordinary proof</a> instead.
          </p>
        </div>
      </div>
    )

  const request = decoded.request
  const closes = Date.parse(request.expires)
  const block: Block | undefined =
    closes <= now
      ? {
          state: 'expired',
          title: 'This request has closed',
          body: (
            <>
              It closed <LocalTimeText at={request.expires} />, so a proof for it would no longer count. Ask the person
              who sent it for a new request.
            </>
          ),
        }
      : closes - now > LONGEST_OPEN_MS
        ? {
            state: 'too-long',
            title: 'This request stays open longer than any Sigil request',
            body: 'Requests are open for 30 days at most, so this link was likely edited. Ask for the link again.',
          }
        : undefined

  const ask = (
    <section className="card request-ask" aria-labelledby="request-ask-title" data-testid="request-ask">
      <h2 id="request-ask-title">You are asked for a proof</h2>
      <dl className="facts">
        <dt>Prove</dt>
        <dd className="break" data-testid="request-wanted">
          {describeWanted(request, FAMILY.eip155)}
        </dd>
        <dt>Statement</dt>
        <dd className="break" data-testid="request-statement">
          {request.statement ?? 'None'}
        </dd>
        <dt>Answer by</dt>
        <dd data-testid="request-expires">
          <LocalTimeText at={request.expires} />
        </dd>
      </dl>
      <p className="muted small">
        Your proof carries this request’s own one-time code, so it counts for this request only. It is an ordinary proof
        link: send it back to the person who asked.
      </p>
    </section>
  )

  const frame = (state: string, body: React.ReactNode) => (
    <div data-testid="request-prove" data-state={state} data-fragment={fragment}>
      {ask}
      {body}
    </div>
  )
  const connectFirst = ({ state, title, body, only }: ConnectFirst) =>
    frame(
      state,
      <ConnectInPlace title={title} only={only} testId="request-block">
        {body}
      </ConnectInPlace>,
    )
  const notice = ({ state, title, body }: Block) =>
    frame(
      state,
      <div className="notice notice--declined request-block" role="alert" data-testid="request-block">
        <p className="notice__title">{title}</p>
        <p className="notice__body">{body}</p>
      </div>,
    )

  if (block) return notice(block)
  if (connection.status === 'reconnecting')
    return frame(
      'waiting',
      <div className="card">
        <p>Reconnecting to your wallet…</p>
      </div>,
    )
  const connected = connection.confirmed.eip155 === true || connection.confirmed.solana === true
  if (!connected)
    return connectFirst({
      state: 'needs-wallet',
      title: 'Connect a wallet first',
      body: `Connect the wallet that holds ${describeWanted(request, FAMILY.eip155)}, then sign here.`,
    })

  const expirationTime = new Date(request.expires)

  if (request.want === 'linked') {
    const asked = request.addresses
    const accounts =
      asked.length === 0 ? collected : collected.filter((a) => asked.some((address) => sameAddress(address, a.address)))
    const missing = asked.filter((address) => !collected.some((a) => sameAddress(address, a.address)))
    return frame(
      missing.length ? 'missing' : 'ready',
      <>
        {missing.length > 0 && (
          <div className="notice notice--declined request-block" role="status" data-testid="request-block">
            <p className="notice__title">Not every address asked for is here yet</p>
            <p className="notice__body">
              Still to connect: <span className="mono break">{missing.join(', ')}</span>. Switch to each in your wallet,
              or connect its wallet: it appears in the list below.
            </p>
          </div>
        )}
        <LinkedProve
          accounts={accounts}
          fields={() => ({ statement: request.statement, expirationTime, nonce: request.nonce })}
          canSign={missing.length === 0}
          answer={{ fixedSet: asked.length > 0, sendBack: SEND_BACK }}
        />
      </>,
    )
  }

  const chosen = singleBlock(request, connection)
  if ('only' in chosen) return connectFirst(chosen)
  if (!('namespace' in chosen)) return notice(chosen)
  const account = chosen

  function sign() {
    // A request that closed since this render is not answered: the next render says it closed.
    const fields = (issuedAt: Date) =>
      issuedAt.getTime() < expirationTime.getTime()
        ? { statement: request.statement, expirationTime, nonce: request.nonce }
        : undefined
    void run(async (code) => {
      const signed = await code.steps.signProof(code, { account, message: { fields } })
      return signed?.ok ? { ok: true, value: { ...signed.value, fragment } } : signed
    })
  }

  return frame(
    shownResult ? 'answered' : 'ready',
    <>
      <form
        className="card form"
        onSubmit={(event) => {
          event.preventDefault()
          sign()
        }}
        aria-busy={signing}
      >
        <div className="field">
          <span>Signing with</span>
          <div className="choice">
            <AccountChoiceText account={account} />
          </div>
        </div>
        <SigningNote />
        <button type="submit" className="btn btn--primary" disabled={signing} data-testid="request-sign">
          {signing ? 'Check your wallet…' : 'Sign the answer with your wallet'}
        </button>
        <SigningFeedback signing={signing} signError={signError} onRetry={sign} statusTestId="prove-status" />
      </form>
      {shownResult && (
        <ProofResult
          sendBack={SEND_BACK}
          link={shownResult.link}
          raw={[{ message: shownResult.message, signature: shownResult.signature }]}
        />
      )}
    </>,
  )
}
