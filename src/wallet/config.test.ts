import { describe, expect, test } from 'vitest'
import { ConfigError, DEMO_PROJECT_ID, isLocalOrigin, resolveSiteConfig } from './config'

describe('resolveSiteConfig', () => {
  test('default', () => {
    const config = resolveSiteConfig({})
    expect(config.projectId).toBe(DEMO_PROJECT_ID)
    expect(config.usesDemoProjectId).toBe(true)
    expect(config.relayUrl).toBeUndefined()
    expect(config.rpcUrls.ethereum).toMatch(/^https:\/\//)
  })

  test('behavior: takes every variable', () => {
    const config = resolveSiteConfig({
      PUBLIC_REOWN_PROJECT_ID: '0123456789ABCDEF0123456789abcdef',
      PUBLIC_ETHEREUM_RPC_URL: 'http://127.0.0.1:8545',
      PUBLIC_BASE_RPC_URL: 'https://base.example/rpc',
      PUBLIC_SOLANA_RPC_URL: 'http://127.0.0.1:8899',
      PUBLIC_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:9010',
    })
    expect(config.projectId).toBe('0123456789abcdef0123456789abcdef')
    expect(config.usesDemoProjectId).toBe(false)
    expect(config.rpcUrls).toMatchObject({ ethereum: 'http://127.0.0.1:8545', solana: 'http://127.0.0.1:8899' })
    expect(config.relayUrl).toBe('ws://127.0.0.1:9010')
  })

  test('behavior: blank values fall back to defaults', () => {
    expect(resolveSiteConfig({ PUBLIC_REOWN_PROJECT_ID: '  ', PUBLIC_BASE_RPC_URL: '' }).usesDemoProjectId).toBe(true)
  })

  test.each([
    ['PUBLIC_REOWN_PROJECT_ID', 'not-a-project-id'],
    ['PUBLIC_REOWN_PROJECT_ID', '0123456789abcdef0123456789abcde'],
    ['PUBLIC_REOWN_PROJECT_ID', '0123456789abcdef0123456789abcdeg'],
    ['PUBLIC_ETHEREUM_RPC_URL', 'localhost:8545'],
    ['PUBLIC_BASE_RPC_URL', 'ftp://example.com'],
    ['PUBLIC_SOLANA_RPC_URL', 'https://user:pw@example.com'],
    ['PUBLIC_WALLETCONNECT_RELAY_URL', 'https://relay.example.com'],
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
})

test('isLocalOrigin', () => {
  expect(isLocalOrigin('localhost')).toBe(true)
  expect(isLocalOrigin('127.0.0.1')).toBe(true)
  expect(isLocalOrigin('app.localhost')).toBe(true)
  expect(isLocalOrigin('sigil.example')).toBe(false)
  expect(isLocalOrigin('localhost.evil.example')).toBe(false)
})
