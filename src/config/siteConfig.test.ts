import { describe, expect, test } from 'vitest'
import { ConfigError } from './configVariables'
import { DEMO_PROJECT_ID, isLocalOrigin, resolveSiteConfig } from './siteConfig'

describe('resolveSiteConfig', () => {
  test('default', () => {
    const config = resolveSiteConfig({})
    expect(config.projectId).toBe(DEMO_PROJECT_ID)
    expect(config.usesDemoProjectId).toBe(true)
    expect(config.relayUrl).toBeUndefined()
    expect(config.basePath).toBe('/')
    expect(config.siteUrl).toBeUndefined()
  })

  test('behavior: a sub-path and the canonical origin', () => {
    const config = resolveSiteConfig({
      PUBLIC_BASE_PATH: '/deploy/sigil-v2_x.~/',
      PUBLIC_SITE_URL: 'https://user.github.io/',
    })
    expect(config.basePath).toBe('/deploy/sigil-v2_x.~/')
    expect(config.siteUrl).toBe('https://user.github.io')
    expect(resolveSiteConfig({ PUBLIC_BASE_PATH: ' / ' }).basePath).toBe('/')
  })

  test('behavior: takes every variable', () => {
    const config = resolveSiteConfig({
      PUBLIC_REOWN_PROJECT_ID: '0123456789ABCDEF0123456789abcdef',
      PUBLIC_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:9010',
    })
    expect(config.projectId).toBe('0123456789abcdef0123456789abcdef')
    expect(config.usesDemoProjectId).toBe(false)
    expect(config.relayUrl).toBe('ws://127.0.0.1:9010')
  })

  test('behavior: blank values fall back to defaults', () => {
    expect(resolveSiteConfig({ PUBLIC_REOWN_PROJECT_ID: '  ', PUBLIC_SITE_URL: '' }).usesDemoProjectId).toBe(true)
  })

  test.each([
    ['PUBLIC_REOWN_PROJECT_ID', 'not-a-project-id'],
    ['PUBLIC_REOWN_PROJECT_ID', '0123456789abcdef0123456789abcde'],
    ['PUBLIC_REOWN_PROJECT_ID', '0123456789abcdef0123456789abcdeg'],
    ['PUBLIC_WALLETCONNECT_RELAY_URL', 'https://relay.example.com'],
    ['PUBLIC_WALLETCONNECT_RELAY_URL', 'ws://relay.example.com'],
    ['PUBLIC_IPFS_GATEWAY_URL', 'http://ipfs.example'],
    ['PUBLIC_BASE_PATH', 'sigil'],
    ['PUBLIC_BASE_PATH', 'sigil/'],
    ['PUBLIC_BASE_PATH', '/sigil'],
    ['PUBLIC_BASE_PATH', '/a/../sigil/'],
    ['PUBLIC_BASE_PATH', '/../'],
    ['PUBLIC_BASE_PATH', '/./'],
    ['PUBLIC_BASE_PATH', '//sigil/'],
    ['PUBLIC_BASE_PATH', '/a//b/'],
    ['PUBLIC_BASE_PATH', '/my sigil/'],
    ['PUBLIC_BASE_PATH', '/sigil?x/'],
    ['PUBLIC_BASE_PATH', '/sigil#/'],
    ['PUBLIC_BASE_PATH', '/%2e%2e/'],
    ['PUBLIC_BASE_PATH', '/\\evil/'],
    ['PUBLIC_SITE_URL', 'sigil.example'],
    ['PUBLIC_SITE_URL', 'ftp://sigil.example'],
    ['PUBLIC_SITE_URL', 'https://user.github.io/sigil/'],
    ['PUBLIC_SITE_URL', 'https://sigil.example/?a=1'],
  ])('behavior: a malformed %s fails naming the variable', (variable, value) => {
    let caught: unknown
    try {
      resolveSiteConfig({ [variable]: value })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as ConfigError).variable).toBe(variable)
    expect((caught as ConfigError).message).toContain(variable)
  })

  test('behavior: a bad base path says what shape is expected', () => {
    expect(() => resolveSiteConfig({ PUBLIC_BASE_PATH: 'sigil' })).toThrow(
      /PUBLIC_BASE_PATH must start and end with "\/"/,
    )
    expect(() => resolveSiteConfig({ PUBLIC_BASE_PATH: '/a/../b/' })).toThrow(/"\.\."/)
    expect(() => resolveSiteConfig({ PUBLIC_SITE_URL: 'https://x.io/sigil/' })).toThrow(/PUBLIC_BASE_PATH/)
  })
})

test('isLocalOrigin', () => {
  expect(isLocalOrigin('localhost')).toBe(true)
  expect(isLocalOrigin('127.0.0.1')).toBe(true)
  expect(isLocalOrigin('app.localhost')).toBe(true)
  expect(isLocalOrigin('sigil.example')).toBe(false)
  expect(isLocalOrigin('localhost.evil.example')).toBe(false)
})
