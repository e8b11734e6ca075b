import { describe, expect, test } from 'vitest'
import { REFERENCE_REF, planReference, referenceRequest } from './reference-build.ts'

describe('referenceRequest', () => {
  test('default', () => {
    expect(referenceRequest(new Map())).toEqual({ ref: REFERENCE_REF })
  })

  test('--reference=<ref> picks the ref; a bare --reference is the default', () => {
    expect(referenceRequest(new Map([['reference', 'HEAD~3']]))).toEqual({ ref: 'HEAD~3' })
    expect(referenceRequest(new Map([['reference', 'true']]))).toEqual({ ref: REFERENCE_REF })
  })

  test('--no-reference skips it', () => {
    expect(referenceRequest(new Map([['no-reference', 'true']]))).toEqual({ skipped: '--no-reference' })
    expect(referenceRequest(new Map([['reference', 'false']]))).toEqual({ skipped: '--no-reference' })
  })
})

describe('planReference', () => {
  const base = {
    short: 'abc1234',
    sha: 'abc1234000000000000000000000000000000000',
    stampSha: null,
    distComplete: false,
    lockfileMatches: true,
    build: true,
  }

  test('default: no cache, same lockfile → build', () => {
    expect(planReference(base)).toEqual({ action: 'build' })
  })

  test('a complete dist stamped with the same commit is reused, with or without --no-build', () => {
    const cached = { ...base, stampSha: base.sha, distComplete: true }
    expect(planReference(cached)).toEqual({ action: 'reuse' })
    expect(planReference({ ...cached, build: false })).toEqual({ action: 'reuse' })
    expect(planReference({ ...cached, lockfileMatches: false })).toEqual({ action: 'reuse' })
  })

  test('behavior: a stamp of another commit, or an incomplete dist, is rebuilt', () => {
    expect(planReference({ ...base, stampSha: 'f'.repeat(40), distComplete: true })).toEqual({ action: 'build' })
    expect(planReference({ ...base, stampSha: base.sha, distComplete: false })).toEqual({ action: 'build' })
  })

  test('behavior: another lockfile is skipped with the reason, no install', () => {
    const plan = planReference({ ...base, lockfileMatches: false })
    expect(plan).toMatchObject({ action: 'skip' })
    expect(plan.action === 'skip' && plan.reason).toMatch(/package-lock\.json differs/)
  })

  test('behavior: --no-build without a cached build is skipped', () => {
    const plan = planReference({ ...base, build: false })
    expect(plan.action === 'skip' && plan.reason).toMatch(/--no-build/)
  })
})
