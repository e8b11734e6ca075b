import { describe, expect, it } from 'vitest'
import { createSessionNews } from './sessionReading'
import type { Account, AccountNews } from '../../stores/account'
import type { Remembered } from '../../stores/remembered'
import type { NewsField } from './phoneMessages'

const SESSION = 'a1'.repeat(32)
const OTHER_SESSION = 'b2'.repeat(32)

const view = (address: string, chainId: string): Account => ({ namespace: 'eip155', address, chainId })
const recorded = (address: string, chainId: string, news: Partial<AccountNews> = {}): Account => ({
  ...view(address, chainId),
  news: { session: SESSION, address: 0, chain: 0, ...news },
})

/** One tab: the phone's messages it took, the record every tab shares, and the chains it aligned its view to. */
function tab(record?: Account) {
  let remembered: Remembered = record ? { accounts: { eip155: record } } : { accounts: {} }
  let session: string | undefined = SESSION
  const heard = new Map<NewsField, number>()
  const aligned: string[] = []
  const news = createSessionNews(
    {
      session: () => session,
      newest: (topic, _namespace, field) => (topic === session ? (heard.get(field) ?? 0) : 0),
    },
    () => remembered,
    (chainId) => aligned.push(chainId),
  )
  return {
    news,
    aligned,
    /** The tab takes a phone's message that can move the field. */
    hear: (field: NewsField, id: number) => heard.set(field, id),
    /** What the tabs recorded (this one, with `read`'s answer, or another). */
    record: (account: Account | undefined) =>
      (remembered = account ? { accounts: { eip155: account } } : { accounts: {} }),
    session: (topic: string | undefined) => (session = topic),
    /** Reads the view and records the answer, as the bridge does. */
    report(seen: Account): Account {
      const account = news.read(seen)
      remembered = { accounts: { eip155: account } }
      return account
    },
  }
}

describe('createSessionNews', () => {
  it('records the pairing tab’s view, and its connection settling before the phone has said anything', () => {
    const pairing = tab()
    expect(pairing.report(view('0xA', 'eip155:1'))).toEqual(recorded('0xA', 'eip155:1'))
    expect(pairing.report(view('0xA', 'eip155:8453'))).toEqual(recorded('0xA', 'eip155:8453'))
    expect(pairing.aligned).toEqual([])
  })

  it('records the phone’s news with the message it came in', () => {
    const live = tab(recorded('0xA', 'eip155:1'))
    live.report(view('0xA', 'eip155:1'))
    live.hear('address', 200)
    expect(live.report(view('0xB', 'eip155:1'))).toEqual(recorded('0xB', 'eip155:1', { address: 200 }))
    live.hear('chain', 300)
    expect(live.report(view('0xB', 'eip155:8453'))).toEqual(
      recorded('0xB', 'eip155:8453', { address: 200, chain: 300 }),
    )
  })

  it('a report older than the record never overwrites it: a tab that takes an older message late keeps the newer', () => {
    const late = tab(recorded('0xA', 'eip155:8453', { chain: 100 }))
    late.report(view('0xA', 'eip155:8453'))
    // Another tab took two account switches (200, then 300) and recorded the second.
    late.record(recorded('0xC', 'eip155:8453', { address: 300, chain: 100 }))
    expect(late.news.read(view('0xA', 'eip155:8453'))).toEqual(
      recorded('0xC', 'eip155:8453', { address: 300, chain: 100 }),
    )
    // This tab now takes the first switch: older than what is recorded.
    late.hear('address', 200)
    expect(late.report(view('0xB', 'eip155:8453'))).toEqual(
      recorded('0xC', 'eip155:8453', { address: 300, chain: 100 }),
    )
    // Then a chain change newer than anything recorded: that field is its news, the address is not.
    late.hear('chain', 400)
    expect(late.report(view('0xB', 'eip155:1'))).toEqual(recorded('0xC', 'eip155:1', { address: 300, chain: 400 }))
    expect(late.aligned).toEqual([])
  })

  it('a tab whose view is behind on the chain brings its own view to the recorded one', () => {
    const behind = tab(recorded('0xA', 'eip155:1'))
    behind.report(view('0xA', 'eip155:1'))
    behind.record(recorded('0xA', 'eip155:8453', { chain: 100 }))
    expect(behind.report(view('0xA', 'eip155:1'))).toEqual(recorded('0xA', 'eip155:8453', { chain: 100 }))
    expect(behind.aligned).toEqual(['eip155:8453'])
    // Its view arrives there: nothing more to align, and the same message later changes nothing.
    expect(behind.report(view('0xA', 'eip155:8453'))).toEqual(recorded('0xA', 'eip155:8453', { chain: 100 }))
    behind.hear('chain', 100)
    expect(behind.report(view('0xA', 'eip155:8453'))).toEqual(recorded('0xA', 'eip155:8453', { chain: 100 }))
    expect(behind.aligned).toEqual(['eip155:8453'])
  })

  it('a tab that starts from storage older than the record follows it, whatever its view passes through', () => {
    // What this tab's client found of the session's messages when it started.
    const starting = tab(recorded('0xB', 'eip155:8453', { address: 300, chain: 100 }))
    starting.hear('chain', 100)
    expect(starting.report(view('0xB', 'eip155:1'))).toEqual(
      recorded('0xB', 'eip155:8453', { address: 300, chain: 100 }),
    )
    expect(starting.aligned).toEqual(['eip155:8453'])
    // Its session, read from storage before the switch, moves the view back with no message.
    expect(starting.report(view('0xA', 'eip155:8453'))).toEqual(
      recorded('0xB', 'eip155:8453', { address: 300, chain: 100 }),
    )
  })

  it('a tab that starts after the phone spoke while no tab listened records what it took', () => {
    const reloaded = tab(recorded('0xA', 'eip155:8453', { address: 200, chain: 100 }))
    // Taken while AppKit started: found in the client's history.
    reloaded.hear('address', 300)
    expect(reloaded.report(view('0xC', 'eip155:8453'))).toEqual(
      recorded('0xC', 'eip155:8453', { address: 300, chain: 100 }),
    )
  })

  it('at the same message, another tab’s record stands over a different reading', () => {
    const second = tab(recorded('0xA', 'eip155:8453', { chain: 100 }))
    second.hear('chain', 100)
    expect(second.report(view('0xA', 'eip155:1'))).toEqual(recorded('0xA', 'eip155:8453', { chain: 100 }))
    expect(second.aligned).toEqual(['eip155:8453'])
  })

  it('a record older than the tab’s view is recorded over with the view', () => {
    const ahead = tab(recorded('0xA', 'eip155:1'))
    ahead.hear('address', 200)
    ahead.report(view('0xB', 'eip155:1'))
    ahead.record(recorded('0xA', 'eip155:1', { address: 100 }))
    expect(ahead.news.read(view('0xB', 'eip155:1'))).toEqual(recorded('0xB', 'eip155:1', { address: 200 }))
  })

  it('a switch made in this page is recorded, ordered after the record, once', () => {
    const switcher = tab(recorded('0xA', 'eip155:1', { chain: 100 }))
    switcher.report(view('0xA', 'eip155:1'))
    // This tab missed a chain change another tab recorded, and its person switches before it aligned.
    switcher.record(recorded('0xA', 'eip155:10', { chain: 150 }))
    switcher.news.switching('eip155', 'eip155:8453')
    expect(switcher.report(view('0xA', 'eip155:8453'))).toEqual(recorded('0xA', 'eip155:8453', { chain: 150 }))
    // Another tab's switch, recorded after this one, stands.
    switcher.record(recorded('0xA', 'eip155:1', { chain: 150 }))
    expect(switcher.report(view('0xA', 'eip155:8453'))).toEqual(recorded('0xA', 'eip155:1', { chain: 150 }))
    expect(switcher.aligned).toEqual(['eip155:1'])
  })

  it('a switch that failed leaves nothing behind', () => {
    const switcher = tab(recorded('0xA', 'eip155:1', { chain: 100 }))
    switcher.report(view('0xA', 'eip155:1'))
    switcher.record(recorded('0xA', 'eip155:1', { chain: 150 }))
    switcher.news.switching('eip155', 'eip155:8453')
    switcher.news.switching('eip155', undefined)
    expect(switcher.report(view('0xA', 'eip155:8453'))).toEqual(recorded('0xA', 'eip155:1', { chain: 150 }))
  })

  it('a record of another session, or one that does not say where it stands, is recorded over', () => {
    const other = tab({
      ...recorded('0xA', 'eip155:1', { address: 900 }),
      news: { session: OTHER_SESSION, address: 900, chain: 0 },
    })
    expect(other.report(view('0xB', 'eip155:8453'))).toEqual(recorded('0xB', 'eip155:8453'))
    const older = tab(view('0xA', 'eip155:1'))
    expect(older.report(view('0xB', 'eip155:8453'))).toEqual(recorded('0xB', 'eip155:8453'))
    const browser = tab({ ...view('0xA', 'eip155:1'), walletId: 'io.metamask' })
    expect(browser.report(view('0xB', 'eip155:8453'))).toEqual(recorded('0xB', 'eip155:8453'))
  })

  it('with no session to order by, the view is reported as it is', () => {
    const none = tab(recorded('0xA', 'eip155:1', { address: 900 }))
    none.session(undefined)
    expect(none.news.read(view('0xB', 'eip155:8453'))).toEqual(view('0xB', 'eip155:8453'))
  })
})
