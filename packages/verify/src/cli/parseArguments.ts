import { parseArgs } from 'node:util'
import { parseRfc3339 } from '../rfc3339.js'
import { describeRpcUrlProblem, type RpcUrls } from '../rpcUrls.js'

export type Command = {
  help: boolean
  json: boolean
  domains: string[]
  rpcUrls: RpcUrls
  now: Date | undefined
  /** The one link (or text) to check; none: read standard input. */
  link: string | undefined
}

export type ParseArgumentsReturnType = { ok: true; command: Command } | { ok: false; message: string }

/**
 * Reads the command line strictly: an unknown option or a malformed value is a usage error, never
 * guessed at. A back end that runs `sigil-verify --domain <host> -- "$LINK"` with a link it was sent
 * must get a verdict or a usage error whatever the link says: `-h`/`--help` prints the help (exit 0)
 * only as the one argument, and a link never starts with `-`.
 */
export function parseArguments(argv: readonly string[]): ParseArgumentsReturnType {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      tokens: true,
      options: {
        domain: { type: 'string', multiple: true },
        rpc: { type: 'string', multiple: true },
        now: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  const { values, positionals, tokens } = parsed
  if (values.help === true) {
    if (argv.length === 1) return { ok: true, command: HELP }
    return {
      ok: false,
      message: `${argv.includes('--help') ? '--help' : '-h'} is given alone: sigil-verify --help. A link to check comes after --: sigil-verify --domain sigil.example -- '<link>'.`,
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
  if (tokens.filter((token) => token.kind === 'option' && token.name === 'now').length > 1)
    return { ok: false, message: '--now is given more than once: the clock is set once.' }

  const domains: string[] = []
  for (const domain of values.domain ?? []) {
    const problem = describeDomainProblem(domain)
    if (problem !== undefined) return { ok: false, message: problem }
    domains.push(domain.trim())
  }

  const rpcUrls: Record<string, string> = {}
  for (const entry of values.rpc ?? []) {
    const equals = entry.indexOf('=')
    if (equals === -1)
      return {
        ok: false,
        message: `--rpc takes <chain>=<url>, as in --rpc eip155:1=https://eth.example; not “${entry}”.`,
      }
    const chainId = entry.slice(0, equals).trim()
    const url = entry.slice(equals + 1).trim()
    const problem = describeRpcUrlProblem(chainId, url)
    if (problem !== undefined) return { ok: false, message: `--rpc ${entry}: ${problem}` }
    if (Object.hasOwn(rpcUrls, chainId)) return { ok: false, message: `--rpc names ${chainId} twice.` }
    rpcUrls[chainId] = url
  }

  let now: Date | undefined
  if (values.now !== undefined) {
    const instant = parseRfc3339(values.now.trim())
    if (instant === undefined)
      return {
        ok: false,
        message: `--now takes a time in RFC 3339, with its zone: 2030-01-01T00:00:00Z; not “${values.now}”.`,
      }
    now = new Date(instant)
  }

  return {
    ok: true,
    command: { help: false, json: values.json === true, domains, rpcUrls, now, link: positionals[0] },
  }
}

const HELP: Command = { help: true, json: false, domains: [], rpcUrls: {}, now: undefined, link: undefined }

/** A domain is compared with the Sign-In's first line as written there: a host, with its port if any, never a URL. */
function describeDomainProblem(domain: string): string | undefined {
  const host = domain.trim()
  if (host === '') return '--domain needs a host: --domain sigil.example.'
  if (host.includes('://') || /[/?#@\s]/.test(host))
    return `--domain takes the host alone, as a Sign-In's first line names it (sigil.example, 127.0.0.1:4321); not “${domain}”.`
  return undefined
}
