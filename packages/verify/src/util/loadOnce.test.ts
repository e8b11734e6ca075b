import { expect, test } from 'vitest'
import { loadOnce } from './loadOnce'

test('loadOnce fetches once while it holds, and again after a failure', async () => {
  const answers = [() => Promise.reject(new Error('offline')), () => Promise.resolve('code')]
  let calls = 0
  const load = loadOnce(() => (answers[calls++] ?? (() => Promise.reject(new Error('asked too often'))))())
  await expect(load()).rejects.toThrow('offline')
  const first = load()
  expect(load()).toBe(first)
  await expect(first).resolves.toBe('code')
  await expect(load()).resolves.toBe('code')
  expect(calls).toBe(2)
})
