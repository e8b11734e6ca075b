/** Test and docs code: what a build with these variables computes its headers from. */
import type { PolicyConfig } from '../../src/build/security/policy.ts'
import type { Env } from '../../src/config/configVariables.ts'
import { resolveSiteNetworks } from '../../src/config/resolveSiteNetworks.ts'
import { resolveSiteConfig } from '../../src/config/siteConfig.ts'

export function resolvePolicyConfig(env: Env): PolicyConfig {
  return { ...resolveSiteConfig(env), networks: resolveSiteNetworks(env) }
}
