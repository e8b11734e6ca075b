/**
 * Where each signature family's module puts its check when it runs (signatureChecks.ts reads it):
 * kept apart from the loader so a family never imports the module that imports it.
 */
import type { SignatureChecks } from './signatureCheck.js'

const registered: Partial<SignatureChecks> = {}

/** Called by each family's module when it runs. */
export function registerSignatureCheck<N extends keyof SignatureChecks>(namespace: N, check: SignatureChecks[N]): void {
  registered[namespace] = check
}

/** The family's check, if its module has run. */
export function registeredSignatureCheck<N extends keyof SignatureChecks>(
  namespace: N,
): SignatureChecks[N] | undefined {
  return registered[namespace]
}
