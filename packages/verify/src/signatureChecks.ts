/**
 * Each signature family's check, its code loaded on first need, so a reader of one family never
 * fetches the other's curve. A family whose module has already run registers its check here: a
 * proof link's head script imports the link's family early, and the check then takes
 * it at once instead of waiting a task for `import()`, in which the page would lay out and paint
 * before the verdict.
 */
import type { SignatureChecks } from './signatureCheck.js'
import { registeredSignatureCheck } from './signatureRegistry.js'

/** The family's check: the registered one, or its module loaded now (which registers it). */
export async function signatureCheck<N extends keyof SignatureChecks>(namespace: N): Promise<SignatureChecks[N]> {
  const ready = registeredSignatureCheck(namespace)
  if (ready) return ready
  // Each import names its module, so the bundler splits each family into its own chunk.
  if (namespace === 'eip155') await import('./verifyEvmSignature.js')
  else await import('./verifySolanaSignature.js')
  const loaded = registeredSignatureCheck(namespace)
  if (!loaded) throw new Error(`The ${namespace} signature check did not register itself`)
  return loaded
}
