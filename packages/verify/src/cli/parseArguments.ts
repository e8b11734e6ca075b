import { parseArgs } from 'node:util'
import { describeDomainProblem } from '../describeDomainProblem.js'
import { parseRfc3339 } from '../rfc3339.js'
import { describeRpcUrlProblem, type RpcUrls } from '../rpcUrls.js'
import { isSignInNonce } from '../validateVerifyOptions.js'

export type Command = {
  help: boolean
  version: boolean
  json: boolean
  domains: string[]
  /** The one-time nonce a login issued: a proof that did not sign it is not valid. */
  nonce: string | undefined
  rpcUrls: RpcUrls
  /** False with --no-contract-wallets: a signature the address's own key did not make is not valid. */
  contractWallets: boolean
  now: Date | undefined
  /** The one link (or text) to check; none: read standard input. */
  link: string | undefined
}

export type ParseArgumentsReturnType = { ok: true; command: Command } | { ok: false; message: string }

const OPTIONS = {
  domain: { type: 'string', multiple: true },
  nonce: { type: 'string', multiple: true },
  rpc: { type: 'string', multiple: true },
  'no-contract-wallets': { type: 'boolean' },
  now: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  version: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

/**
 * Reads the command line strictly: an unknown option or a malformed value is a usage error, never
 * guessed at. A back end that runs `sigil-verify --domain <host> -- "$LINK"` with a link it was sent
 * must get a verdict or a usage error whatever the link says: `-h`/`--help` prints the help (exit 0)
 * only as the one argument, as does `--version`, and a link never starts with `-`.
 */
export function parseArguments(argv: readonly string[]): ParseArgumentsReturnType {
  const unknown = unknownOption(argv)
  if (unknown !== undefined) return { ok: false, message: `${unknown} is not an option of sigil-verify.` }
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS })
  } catch {
    // Every option is known by now: what is left is a value missing, or one given to a switch.
    return { ok: false, message: misusedOption(argv) }
  }
  const { values, positionals } = parsed
  for (const alone of ['help', 'version'] as const)
    if (values[alone] === true) {
      if (argv.length === 1) return { ok: true, command: { ...NOTHING_TO_CHECK, [alone]: true } }
      const given = alone === 'help' ? (argv.includes('--help') ? '--help' : '-h') : '--version'
      return {
        ok: false,
        message: `${given} is given alone: sigil-verify ${given}. A link to check comes after --: sigil-verify --domain sigil.example -- '<link>'.`,
      }
    }
  const optionLike = positionals.find((positional) => positional.startsWith('-'))
  if (optionLike !== undefined)
    return { ok: false, message: `“${optionLike}” is where a link was expected, and a link never starts with “-”.` }
  if (positionals.length > 1)
    return {
      ok: false,
      message: `Give one link to check (${positionals.length} were given), or pipe many on standard input.`,
    }
  if ((values.now ?? []).length > 1)
    return { ok: false, message: '--now is given more than once: the clock is set once.' }
  if ((values.nonce ?? []).length > 1)
    return { ok: false, message: '--nonce is given more than once: a login issues one nonce.' }

  const domains: string[] = []
  for (const domain of values.domain ?? []) {
    const problem = describeDomainProblem(domain)
    if (problem !== undefined)
      return { ok: false, message: `--domain takes the host a Sign-In names; “${domain}” ${problem}` }
    domains.push(domain.trim())
  }

  const [nonce] = values.nonce ?? []
  if (nonce !== undefined && !isSignInNonce(nonce))
    return {
      ok: false,
      message: `--nonce takes the one-time nonce the login issued, as a Sign-In carries it: 8 or more letters and digits; not “${nonce}”.`,
    }

  const rpcUrls: Record<string, string> = {}
  for (const entry of values.rpc ?? []) {
    const equals = entry.indexOf('=')
    if (equals === -1)
      return {
        ok: false,
        message: `--rpc takes <network>=<url>, as in --rpc eip155:1=https://eth.example; not “${entry}”.`,
      }
    const chainId = entry.slice(0, equals).trim()
    const url = entry.slice(equals + 1).trim()
    const problem = describeRpcUrlProblem(chainId, url)
    if (problem !== undefined) return { ok: false, message: `--rpc ${entry}: ${problem}` }
    if (Object.hasOwn(rpcUrls, chainId)) return { ok: false, message: `--rpc names ${chainId} twice.` }
    rpcUrls[chainId] = url
  }
  const contractWallets = values['no-contract-wallets'] !== true
  if (!contractWallets && Object.keys(rpcUrls).length > 0)
    return {
      ok: false,
      message:
        '--rpc is for asking about contract wallets, and --no-contract-wallets accepts none: give one or the other.',
    }

  let now: Date | undefined
  const [time] = values.now ?? []
  if (time !== undefined) {
    const instant = parseRfc3339(time.trim())
    if (instant === undefined)
      return {
        ok: false,
        message: `--now takes a time in RFC 3339, with its zone: 2030-01-01T00:00:00Z; not “${time}”.`,
      }
    now = new Date(instant)
  }

  return {
    ok: true,
    command: {
      ...NOTHING_TO_CHECK,
      json: values.json === true,
      domains,
      nonce,
      rpcUrls,
      contractWallets,
      now,
      link: positionals[0],
    },
  }
}

const NOTHING_TO_CHECK: Command = {
  help: false,
  version: false,
  json: false,
  domains: [],
  nonce: undefined,
  rpcUrls: {},
  contractWallets: true,
  now: undefined,
  link: undefined,
}

/** The first option the tool does not know, as it was written (`--nonces`, `-x`), read before anything else. */
function unknownOption(argv: readonly string[]): string | undefined {
  const tokens = tokensOf(argv)
  const known = new Set<string>(Object.keys(OPTIONS))
  const token = tokens.find((t) => t.kind === 'option' && !known.has(t.name))
  return token?.kind === 'option' ? `“${token.rawName}”` : undefined
}

/** The command line as options and positionals, without judging it. */
function tokensOf(argv: readonly string[]) {
  return parseArgs({ args: [...argv], allowPositionals: true, strict: false, tokens: true, options: OPTIONS }).tokens
}

/** What is wrong with a known option's use: a value it needs is missing, or a switch was given one. */
function misusedOption(argv: readonly string[]): string {
  for (const token of tokensOf(argv)) {
    if (token.kind !== 'option') continue
    const takesValue = OPTIONS[token.name as keyof typeof OPTIONS].type === 'string'
    // A value that starts with "-" is taken for an option by the strict reading: its value is missing.
    const missing = token.value === undefined || (!token.inlineValue && token.value.startsWith('-'))
    if (takesValue && missing) return `${token.rawName} needs a value: ${token.rawName} <value>.`
    if (!takesValue && token.value !== undefined) return `${token.rawName} takes no value.`
  }
  return 'the options could not be read.'
}
