import { expect, test } from 'vitest'
import { avatarUrl, MAX_AVATAR_LENGTH } from './avatarUrl'

const CID = 'QmQsTSGhbZ6Zt9F4x6P1v9yCFHcN3s1pAWv7RGG1n7B7jE'

test('default', () => {
  expect(avatarUrl('https://example.com/alice.png')).toBe('https://example.com/alice.png')
  expect(avatarUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
})

test('behavior: ipfs:// only through the gateway the site owner configured', () => {
  expect(avatarUrl(`ipfs://${CID}`)).toBeUndefined()
  expect(avatarUrl(`ipfs://${CID}/a.png`, 'https://ipfs.example.org/')).toBe(
    `https://ipfs.example.org/ipfs/${CID}/a.png`,
  )
})

test.each([
  ['plain http', 'http://example.com/a.png'],
  ['a script URL', 'javascript:alert(1)'],
  ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
  ['an NFT reference (needs a third-party look-up)', 'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1'],
  ['credentials', 'https://user:pw@example.com/a.png'],
  ['not a URL', 'my avatar'],
  ['nothing', ''],
])('behavior: %s is not shown', (_, record) => {
  expect(avatarUrl(record, 'https://ipfs.example.org')).toBeUndefined()
})

test('behavior: a record too long to hold is not shown', () => {
  expect(avatarUrl(`data:image/png;base64,${'A'.repeat(MAX_AVATAR_LENGTH)}`)).toBeUndefined()
  expect(avatarUrl(null)).toBeUndefined()
})
