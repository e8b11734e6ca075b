/**
 * What a tab records for a mobile wallet's account when its AppKit reports one.
 *
 * Every tab of the site is one WalletConnect client to the relay, which hands each of the phone's
 * messages (a chain change, an account switch) to that client once: one tab takes it, or several do,
 * at different moments. A tab that starts AppKit reads the session from storage, which may be older
 * than what another tab has recorded since; a tab whose relay socket was down never takes the message
 * at all; a tab can take an older message after another tab recorded a newer one. Each then reports
 * a view that is older than the record, and recording it would move every tab back.
 *
 * So what is recorded is ordered by the phone's own clock. Each field of the account (its address, its
 * chain) carries the id of the phone's newest message behind it (./phoneMessages.ts: the same id in
 * every tab, in the order the phone sent them), and the record keeps them with the session
 * (`Account.news`). A report older than the record never overwrites it; per field:
 * - the tab's value stands on a newer message than the record's: it is news, and is recorded;
 * - on an older one: the record stands, and this tab's own view of the chain is brought to it, locally
 *   (the address cannot be: the tab goes on showing the recorded one);
 * - on the same one (nothing newer on either side), a different value is the tab's only when the page
 *   made it (a network switch asked here, ordered after the record), or when it is this tab's own
 *   connection settling before the phone has said anything; otherwise the record stands.
 * A view that moves without a message from the phone (AppKit or wagmi settling, a start from storage)
 * keeps the order it had: it is not news.
 */
import type { Account, AccountNews, Namespace } from '../../stores/account'
import type { Remembered } from '../../stores/remembered'
import type { NewsField, PhoneMessages } from './phoneMessages'

/** One field of this tab's view: its value, the phone's message behind it, and whether the page moved it here. */
type Seen = { value: string; news: number; here: boolean }
type View = { session: string; address: Seen; chain: Seen }

/** One tab's reading of its mobile-wallet sessions against what the tabs recorded. */
export type SessionNews = {
  /** The account to record when this tab's AppKit reports `view` for a mobile wallet. */
  read(view: Account): Account
  /** This page is switching the namespace's chain to `chainId` itself (undefined: the switch failed). */
  switching(namespace: Namespace, chainId: string | undefined): void
}

const FIELDS = ['address', 'chain'] as const
const valueOf = (account: Account, field: NewsField): string =>
  field === 'address' ? account.address : account.chainId

/**
 * `messages`: the phone's messages this tab has taken. `align`: moves this tab's own view of the
 * session to a chain, locally (nothing is sent to the phone).
 */
export function createSessionNews(
  messages: Pick<PhoneMessages, 'session' | 'newest'>,
  remembered: () => Remembered,
  align: (chainId: string) => void,
): SessionNews {
  const views = new Map<Namespace, View>()
  const switchingTo = new Map<Namespace, string>()
  /** Per session, namespace and field: the value and order this tab recorded from its own view. */
  const wrote = new Map<string, { value: string; news: number }>()

  /** The record's account, when it is this session's and says where it stands. */
  const comparable = (namespace: Namespace, session: string): (Account & { news: AccountNews }) | undefined => {
    const record = remembered().accounts[namespace]
    return record?.walletId === undefined && record?.news?.session === session
      ? (record as Account & { news: AccountNews })
      : undefined
  }

  /** Where the tab's view stands now: a value that moved since the last reading takes the newest message heard. */
  const follow = (view: Account, session: string): View => {
    const { namespace } = view
    const heard = (field: NewsField): number => messages.newest(session, namespace, field)
    const known = views.get(namespace)
    if (known?.session !== session) {
      // First reading of this session: the view stands where the messages this tab took put it.
      const fresh: View = {
        session,
        address: { value: view.address, news: heard('address'), here: false },
        chain: { value: view.chainId, news: heard('chain'), here: false },
      }
      views.set(namespace, fresh)
      return fresh
    }
    // A switch this page asked for ends when the view is on that chain.
    const switched = switchingTo.get(namespace) === view.chainId
    if (switched) switchingTo.delete(namespace)
    for (const field of FIELDS) {
      const seen = known[field]
      const value = valueOf(view, field)
      if (value === seen.value) continue
      const news = heard(field)
      if (news > seen.news) {
        known[field] = { value, news, here: false }
      } else if (field === 'chain' && switched) {
        // Switched by this page: ordered after what is recorded now.
        const recorded = comparable(namespace, session)?.news.chain ?? 0
        known[field] = { value, news: Math.max(seen.news, recorded), here: true }
      } else {
        known[field] = { value, news: seen.news, here: false }
      }
    }
    return known
  }

  return {
    read(view) {
      const session = messages.session()
      if (session === undefined) return view
      const { namespace } = view
      const own = follow(view, session)
      const record = comparable(namespace, session)
      const chosen = { address: own.address.value, chain: own.chain.value }
      const news: AccountNews = { session, address: own.address.news, chain: own.chain.news }
      for (const field of FIELDS) {
        const seen = own[field]
        const key = `${session} ${namespace} ${field}`
        if (record) {
          const value = valueOf(record, field)
          const recorded = record.news[field]
          const mine = wrote.get(key)
          const settling = recorded === 0 && mine?.value === value && mine.news === recorded
          const ours =
            seen.value === value || seen.news > recorded || (seen.news === recorded && (seen.here || settling))
          if (!ours) {
            chosen[field] = value
            news[field] = recorded
            if (field === 'chain') own.chain = { value, news: recorded, here: false }
            continue
          }
          news[field] = Math.max(seen.news, recorded)
          if (seen.value === value) continue
        }
        seen.here = false
        wrote.set(key, { value: seen.value, news: news[field] })
      }
      if (namespace === 'eip155' && chosen.chain !== view.chainId) align(chosen.chain)
      return { ...view, address: chosen.address, chainId: chosen.chain, news }
    },

    switching(namespace, chainId) {
      if (chainId === undefined) switchingTo.delete(namespace)
      else switchingTo.set(namespace, chainId)
    },
  }
}
