import { describe, expect, it } from 'vitest'
import { createSessionNews, readSinceStart } from './sessionReading'
import type { Account } from '../../stores/account'
import type { Remembered } from '../../stores/remembered'

describe('readSinceStart', () => {
  it('keeps what another tab recorded while this tab still reports what it started with', () => {
    expect(readSinceStart('eip155:1', 'eip155:1', 'eip155:8453')).toEqual({ value: 'eip155:8453', stale: 'eip155:1' })
    expect(readSinceStart('0xOld', '0xOld', '0xNew')).toEqual({ value: '0xNew', stale: '0xOld' })
  })

  it('records what the tab reports for itself, and stops second-guessing it', () => {
    expect(readSinceStart('eip155:8453', 'eip155:1', 'eip155:1')).toEqual({ value: 'eip155:8453', stale: undefined })
    expect(readSinceStart('eip155:8453', 'eip155:1', 'eip155:8453')).toEqual({ value: 'eip155:8453', stale: undefined })
  })

  it('records the started-with value when nothing moved meanwhile: the reading is current', () => {
    expect(readSinceStart('eip155:1', 'eip155:1', 'eip155:1')).toEqual({ value: 'eip155:1', stale: undefined })
  })

  it('once caught up, a return to the started-with value is real news', () => {
    expect(readSinceStart('eip155:1', undefined, 'eip155:8453')).toEqual({ value: 'eip155:1', stale: undefined })
  })

  it('with nothing remembered (the account was just forgotten), records what is reported', () => {
    expect(readSinceStart('eip155:1', 'eip155:1', undefined)).toEqual({ value: 'eip155:1', stale: undefined })
  })
})

describe('createSessionNews', () => {
  const phone = (address: string, chainId: string): Account => ({ namespace: 'eip155', address, chainId })
  const browser: Account = { namespace: 'eip155', address: '0xBrowser', chainId: 'eip155:1', walletId: 'io.metamask' }
  const rememberedOf = (account: Account | undefined): Remembered =>
    account ? { active: account.namespace, accounts: { [account.namespace]: account } } : { accounts: {} }

  function setup(startedWith: Account | undefined) {
    let remembered = rememberedOf(startedWith)
    const aligned: string[] = []
    const news = createSessionNews(
      rememberedOf(startedWith),
      () => remembered,
      (chainId) => aligned.push(chainId),
    )
    return { news, aligned, remember: (account: Account) => (remembered = rememberedOf(account)) }
  }

  it('a tab that started behind keeps the other tab’s address and chain, and aligns its own chain', () => {
    const { news, aligned, remember } = setup(phone('0xOld', 'eip155:1'))
    remember(phone('0xNew', 'eip155:8453'))
    expect(news.read(phone('0xOld', 'eip155:1'))).toEqual(phone('0xNew', 'eip155:8453'))
    expect(aligned).toEqual(['eip155:8453'])
    // Its chain caught up; its address did not (a session's accounts are only read at start).
    expect(news.read(phone('0xOld', 'eip155:8453'))).toEqual(phone('0xNew', 'eip155:8453'))
    // Real news afterwards is recorded.
    expect(news.read(phone('0xNext', 'eip155:1'))).toEqual(phone('0xNext', 'eip155:1'))
  })

  it('a reload with nothing moved records what AppKit reads, replayed events included', () => {
    const { news, aligned } = setup(phone('0xOld', 'eip155:1'))
    expect(news.read(phone('0xOld', 'eip155:8453'))).toEqual(phone('0xOld', 'eip155:8453'))
    expect(aligned).toEqual([])
  })

  it('a live tab that missed an event follows what another tab recorded, until its own news', () => {
    const { news, aligned, remember } = setup(undefined)
    expect(news.read(phone('0xOld', 'eip155:1'))).toEqual(phone('0xOld', 'eip155:1'))
    remember(phone('0xOld', 'eip155:8453'))
    news.behind(phone('0xOld', 'eip155:1'), phone('0xOld', 'eip155:8453'))
    expect(aligned).toEqual(['eip155:8453'])
    expect(news.read(phone('0xOld', 'eip155:1'))).toEqual(phone('0xOld', 'eip155:8453'))
    expect(news.read(phone('0xOld', 'eip155:8453'))).toEqual(phone('0xOld', 'eip155:8453'))
    expect(news.read(phone('0xOld', 'eip155:1'))).toEqual(phone('0xOld', 'eip155:1'))
  })

  it('a browser wallet is not a session: nothing is second-guessed', () => {
    const { news, remember } = setup(browser)
    remember(phone('0xNew', 'eip155:8453'))
    expect(news.read(phone('0xBrowser', 'eip155:1'))).toEqual(phone('0xBrowser', 'eip155:1'))
  })
})
