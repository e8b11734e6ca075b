import { describe, expect, it } from 'vitest'
import { CoreHelperUtil } from '@reown/appkit-controllers'
import { PACKAGE_VERSION } from '@reown/appkit/constants'
import { SDK_VERSION } from './catalogueRequest'

describe('the wallet catalogue query', () => {
  it('names the SDK as AppKit does, with the installed version', () => {
    const adapters = [{ adapterType: 'wagmi' }, { adapterType: 'solana' }] as Parameters<
      typeof CoreHelperUtil.generateSdkVersion
    >[0]
    expect(SDK_VERSION).toBe(CoreHelperUtil.generateSdkVersion(adapters, 'html', PACKAGE_VERSION))
  })
})
