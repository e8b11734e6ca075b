import { describe, expect, test } from 'vitest'
import { lastUsedFirst, walletKey } from './lastUsedFirst'

const metamask = { namespace: 'eip155', id: 'io.metamask', name: 'MetaMask' }
const rabby = { namespace: 'eip155', id: 'io.rabby', name: 'Rabby' }
const phantomEvm = { namespace: 'eip155', id: 'app.phantom', name: 'Phantom' }
const phantomSol = { namespace: 'solana', id: 'app.phantom', name: 'Phantom' }
const wallets = [metamask, rabby, phantomEvm, phantomSol]

describe('lastUsedFirst', () => {
  test('moves the last used wallet to the top and keeps the others in announcement order', () => {
    expect(lastUsedFirst(wallets, 'eip155:app.phantom')).toEqual([phantomEvm, metamask, rabby, phantomSol])
  })

  test('tells the same wallet id apart by its family', () => {
    expect(lastUsedFirst(wallets, 'solana:app.phantom')).toEqual([phantomSol, metamask, rabby, phantomEvm])
  })

  test('keeps the order when nothing was used, the wallet is gone, or it is already first', () => {
    expect(lastUsedFirst(wallets, undefined)).toEqual(wallets)
    expect(lastUsedFirst(wallets, 'eip155:com.gone')).toEqual(wallets)
    expect(lastUsedFirst(wallets, 'eip155:io.metamask')).toEqual(wallets)
  })

  test('returns a new array, leaving the announced list as it is', () => {
    const before = [...wallets]
    expect(lastUsedFirst(wallets, 'eip155:io.rabby')).not.toBe(wallets)
    expect(wallets).toEqual(before)
  })
})

describe('walletKey', () => {
  test('is the family and the id', () => {
    expect(walletKey(phantomSol)).toBe('solana:app.phantom')
  })
})
