/**
 * Build time: the direct layer's EVM engine (src/wallet/browser/evmEngine.ts) in two chunks of exactly
 * what it runs, so a browser-wallet visitor fetches it and nothing of AppKit's wagmi adapter or
 * of viem's other actions:
 *
 * - `evm-engine`: the engine, wagmi's config, its injected connector and the actions it calls,
 *   each module by name (`includeDependenciesRecursively: false`, as for the reader:
 *   ./readerChunks.ts), because wagmi's modules import viem through its index, and following
 *   that would take in every viem module any part of the site uses;
 * - `evm-wallet-client`: the viem modules those wagmi modules import, with their own
 *   dependencies (viem's modules import each other by path, so following them stays exact);
 * - `ens`: likewise, the viem modules the name look-up (src/names/) calls, for EVM accounts' names.
 *
 * Left to the bundler, both land in the large chunks they share with AppKit and the name look-up.
 */
const SEP = String.raw`[\\/]`
const WAGMI = `node_modules${SEP}@wagmi${SEP}core${SEP}dist${SEP}esm${SEP}`
const VIEM = `node_modules${SEP}viem${SEP}_esm${SEP}`

const WAGMI_MODULES = [
  'createConfig',
  'createEmitter',
  'createStorage',
  'version',
  `connectors${SEP}(injected|createConnector)`,
  `actions${SEP}(reconnect|disconnect|signMessage|switchChain|getConnectorClient)`,
  `utils${SEP}(uid|getAction|getVersion|deepEqual|serialize|deserialize)`,
  `errors${SEP}(base|config|connector)`,
].join('|')

/**
 * What the wagmi modules above import from viem (read from their `import … from 'viem'` lines),
 * less what other islands share with it (getAddress, toHex), which stay in the chunk they share.
 */
const VIEM_MODULES = [
  `clients${SEP}createClient`,
  `clients${SEP}transports${SEP}(custom|http)`,
  `actions${SEP}wallet${SEP}signMessage`,
  `accounts${SEP}utils${SEP}parseAccount`,
  `utils${SEP}promise${SEP}(withRetry|withTimeout)`,
  `utils${SEP}chain${SEP}defineChain`,
  `errors${SEP}rpc`,
].join('|')

/** What the name look-up (src/names/) imports from viem, for the same reason: a name costs its own code only. */
const ENS_MODULES = [
  `utils${SEP}abi${SEP}(encodeAbiParameters|decodeAbiParameters)`,
  `utils${SEP}ens${SEP}(toCoinType|namehash|labelhash)`,
  `chains${SEP}definitions${SEP}mainnet`,
].join('|')

export const EVM_ENGINE_CHUNK_GROUPS = [
  {
    name: 'evm-engine',
    test: new RegExp(
      `${SEP}src${SEP}wallet${SEP}browser${SEP}evmEngine\\.ts$|${WAGMI}(${WAGMI_MODULES})\\.js$|node_modules${SEP}(zustand|eventemitter3|mipd)${SEP}`,
    ),
    priority: 2.5,
    includeDependenciesRecursively: false,
  },
  {
    name: 'evm-wallet-client',
    test: new RegExp(`${VIEM}(${VIEM_MODULES})\\.js$`),
    priority: 2.4,
  },
  {
    name: 'ens',
    test: new RegExp(`${VIEM}(${ENS_MODULES})\\.js$`),
    priority: 2.3,
  },
] as const
