import { describe, expect, test } from 'vitest'
import { avatarHost } from './avatarHost'

describe('avatarHost', () => {
  test('default', () => {
    expect(avatarHost('https://avatars.example/alice.png')).toBe('avatars.example')
  })

  test('behavior: a port, a gateway path and a query are the same host', () => {
    expect(avatarHost('https://avatars.example:8443/a.png')).toBe('avatars.example:8443')
    expect(avatarHost('https://ipfs.example.org/ipfs/QmQsTSGhbZ6Zt9F4x6P1v9yCFHcN3s1pAWv7RGG1n7B7jE')).toBe(
      'ipfs.example.org',
    )
    expect(avatarHost('https://avatars.example/a.png?who=reader')).toBe('avatars.example')
  })

  test('behavior: an image inline in a data: URL is fetched from no host', () => {
    expect(avatarHost('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined()
    expect(avatarHost('DATA:image/svg+xml,<svg/>')).toBeUndefined()
  })

  test('behavior: an internationalised host is named as the browser will ask for it', () => {
    expect(avatarHost('https://bücher.example/a.png')).toBe('xn--bcher-kva.example')
  })
})
