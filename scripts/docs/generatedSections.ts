/** Every generated section of the docs: which file, which marker name, and the code that writes it. */
import { contentSecurityPolicy } from '../../src/build/security/policy.ts'
import { STORED_KEYS } from '../../src/config/storedKeys.ts'
import { cspHostsTable } from './cspHostsSection.ts'
import { storedKeysTable } from './storedKeysSection.ts'
import { resolvePolicyConfig } from '../../test/config/policyConfig.ts'

export type GeneratedSection = { file: string; name: string; render: () => string }

/** The settings a fresh clone builds with: what an operator starts from. */
const defaultConfig = resolvePolicyConfig({})

export const GENERATED_SECTIONS: readonly GeneratedSection[] = [
  {
    file: 'docs/going-live.md',
    name: 'csp-hosts',
    render: () => cspHostsTable(contentSecurityPolicy(defaultConfig, []), defaultConfig),
  },
  { file: 'docs/going-live.md', name: 'stored-keys', render: () => storedKeysTable(STORED_KEYS) },
]
