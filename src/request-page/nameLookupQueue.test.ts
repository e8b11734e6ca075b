import { describe, expect, it } from 'vitest'
import { nameLookupQueue } from './nameLookupQueue'

const A = '0x' + 'a'.repeat(40)
const B = '0x' + 'b'.repeat(40)
const C = '0x' + 'c'.repeat(40)

function recorded(bound: number, underWay = (_address: string) => true) {
  const started: string[] = []
  const queue = nameLookupQueue(bound, (address) => {
    started.push(address)
    return underWay(address)
  })
  return { queue, started }
}

describe('nameLookupQueue', () => {
  it('starts no more than the bound at once, and the next in the order asked as each settles', () => {
    const { queue, started } = recorded(2)
    queue.add(A)
    queue.add(B)
    queue.add(C)
    expect(started).toEqual([A, B])
    queue.settled(B)
    expect(started).toEqual([A, B, C])
  })

  it('asks for an address once, in any letter case, while it waits or is under way', () => {
    const { queue, started } = recorded(1)
    queue.add(A)
    queue.add(A.toUpperCase().replace('0X', '0x'))
    queue.add(B)
    queue.add(B)
    queue.settled(A)
    expect(started).toEqual([A, B])
  })

  it('gives no place to a look-up that was already over when started', () => {
    const { queue, started } = recorded(1, (address) => address !== A)
    queue.add(A)
    queue.add(B)
    expect(started).toEqual([A, B])
  })

  it('ignores a settled address it did not start', () => {
    const { queue, started } = recorded(1)
    queue.add(A)
    queue.add(B)
    queue.settled(C)
    expect(started).toEqual([A])
  })

  it('forgets what waits when cleared, and finishes what is under way', () => {
    const { queue, started } = recorded(1)
    queue.add(A)
    queue.add(B)
    queue.clear()
    queue.settled(A)
    expect(started).toEqual([A])
    queue.add(C)
    expect(started).toEqual([A, C])
  })

  it('can be asked again for an address once it has settled', () => {
    const { queue, started } = recorded(1)
    queue.add(A)
    queue.settled(A)
    queue.add(A)
    expect(started).toEqual([A, A])
  })
})
