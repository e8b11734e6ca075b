/**
 * Build time: the proof link's reader in four chunks instead of fifteen. A cold
 * `/verify/#proof=…` fetches every chunk of the reader before it can show a verdict, and on
 * HTTP/1.1 (six connections per host) each round of six requests costs a round trip, and every
 * chunk is one more request to make and module to instantiate on a busy main thread. So:
 *
 * - `message-parsers`: the EIP-4361 and Sign-In-With-Solana message parsers, the RFC grammars,
 *   the EIP-55 checksum with its Keccak-256 (`@noble/hashes`) and the field limits they use, apart because /prove/ checks each message it builds with them and needs nothing else
 *   of the reader;
 * - `reader`: the rest of Sigil's proof reader (the fragment, the checks, the verify page and its
 *   verdict card), with the page helpers the request page shares with it (that page loads this
 *   chunk to check answers, so the helpers cost it no file);
 * - `codecs`: `@scure/base` (base58, base64, bech32), which the reader and the wallet adapters share;
 * - `verifyEvmSignature`: the EVM signature check with its curve (packages/verify/src/recoverEvmSigner.ts
 *   and its secp256k1 arithmetic), in the one chunk an EVM link's family adds.
 *
 * Each group takes exactly the modules it names (`includeDependenciesRecursively: false`):
 * taking their dependencies too would pull the whole of viem in through its index. Rolldown
 * accepts that only when entry chunks may gain exports, which Astro turns off for every build;
 * this plugin turns it back on for the browser build alone, where nothing imports an entry's
 * exports (Astro's server build keeps its setting).
 */
import type { Plugin } from 'vite'
import { EVM_ENGINE_CHUNK_GROUPS } from './evmEngineChunk'

const SEP = String.raw`[\\/]`

/** The verifier package's source (packages/verify/src/), which the site builds from. */
const VERIFY = `${SEP}packages${SEP}verify${SEP}src${SEP}`

/** One node_modules level only: the project's own copy of a package, not one nested under another. */
const TOP_LEVEL = String.raw`^(?:(?!node_modules).)*node_modules`

export const READER_CHUNK_GROUPS = [
  {
    name: 'message-parsers',
    test: new RegExp(
      `${VERIFY}(parseProofMessage|parseEip4361Message|parseSiwsMessage|evmAddress|rfc3339|rfc3986|base64url|fieldLimits|display${SEP}quoteInMessage)\\.ts$` +
        `|node_modules${SEP}@solana${SEP}wallet-standard-util${SEP}lib${SEP}esm${SEP}signIn\\.js$` +
        `|${TOP_LEVEL}${SEP}@noble${SEP}hashes${SEP}esm${SEP}(sha3|_u64|utils|crypto)\\.js$`,
    ),
    priority: 4.6,
    includeDependenciesRecursively: false,
  },
  {
    name: 'reader',
    test: new RegExp(
      `${VERIFY}(validateProofShape|plainMessage|verifyProof|signatureReason|signInTimeOrder|decodeProofFragment|signatureChecks|signatureRegistry|util${SEP}nextTask|display${SEP}(displayText|hiddenCharacters|markRuns))\\.ts$` +
        `|${SEP}src${SEP}(reader${SEP}(verifyPage|verdictView|verdictIcon|reasonWords|offlineVerdict|verificationParameters)|chains${SEP}lazyEvmClient|util${SEP}(nextTask|pagePart|revealResult))\\.ts$`,
    ),
    priority: 4.5,
    includeDependenciesRecursively: false,
  },
  {
    name: 'codecs',
    test: new RegExp(`node_modules${SEP}@scure${SEP}base${SEP}lib${SEP}esm${SEP}`),
    priority: 4.4,
    includeDependenciesRecursively: false,
  },
  {
    name: 'verifyEvmSignature',
    test: new RegExp(
      `${VERIFY}(verifyEvmSignature|recoverEvmSigner|eip191Hash|rpcNotGiven|secp256k1Points|secp256k1SumOfMultiples)\\.ts$`,
    ),
    priority: 4.3,
    includeDependenciesRecursively: false,
  },
] as const

/** Adds the reader's chunk groups, and the EVM engine's (./evmEngineChunk.ts), to the browser build (see above). */
export function readerChunks(): Plugin {
  return {
    name: 'sigil:reader-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      options.preserveEntrySignatures = 'allow-extension'
    },
    outputOptions(output) {
      const splitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : {}
      output.codeSplitting = {
        ...splitting,
        // The engine's groups last: a module two groups would take stays with the one before (the
        // message parsers keep the Keccak-256 the proof reader needs; the engine imports it from there).
        groups: [...READER_CHUNK_GROUPS, ...(splitting.groups ?? []), ...EVM_ENGINE_CHUNK_GROUPS],
      }
    },
  }
}
