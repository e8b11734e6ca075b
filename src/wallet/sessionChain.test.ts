import { describe, expect, it } from 'vitest'
import { readSessionChain } from './sessionChain'

describe('readSessionChain', () => {
  it('keeps the chain another tab recorded while this tab still reports the one it started with', () => {
    expect(readSessionChain('eip155:1', 'eip155:1', 'eip155:8453')).toEqual({
      chainId: 'eip155:8453',
      stale: 'eip155:1',
    })
  })

  it('records a chain the tab reports for itself, and stops second-guessing it', () => {
    expect(readSessionChain('eip155:8453', 'eip155:1', 'eip155:1')).toEqual({
      chainId: 'eip155:8453',
      stale: undefined,
    })
    expect(readSessionChain('eip155:8453', 'eip155:1', 'eip155:8453')).toEqual({
      chainId: 'eip155:8453',
      stale: undefined,
    })
  })

  it('records the started-with chain when nothing moved meanwhile: the reading is current', () => {
    expect(readSessionChain('eip155:1', 'eip155:1', 'eip155:1')).toEqual({ chainId: 'eip155:1', stale: undefined })
  })

  it('once caught up, a return to the started-with chain is real news', () => {
    expect(readSessionChain('eip155:1', undefined, 'eip155:8453')).toEqual({ chainId: 'eip155:1', stale: undefined })
  })

  it('with nothing remembered (the account was just forgotten), records what is reported', () => {
    expect(readSessionChain('eip155:1', 'eip155:1', undefined)).toEqual({ chainId: 'eip155:1', stale: undefined })
  })
})
