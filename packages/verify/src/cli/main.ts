/**
 * The `sigil-verify` command, as a function of its arguments and streams so it runs in tests as it
 * runs in a terminal. Resolves to the exit code; never rejects.
 */
import { displayText } from '../display/displayText.js'
import type { FoundProofLink } from '../rollCall/findProofLinks.js'
import { settingsOf, verify, type VerifyOptions } from '../verify.js'
import { verifyFoundLinks } from '../verifyEach.js'
import type { DescribeContext } from './describeVerdict.js'
import { type ExitCode, exitCodeOf, exitCodeOfAll, USAGE_ERROR } from './exitCode.js'
import { formatVerdict, formatVerdictLine } from './formatVerdict.js'
import { type Command, parseArguments } from './parseArguments.js'
import { ownVersion } from './ownVersion.js'
import { parseStandardInput } from './parseStandardInput.js'
import { readInput } from './readInput.js'
import { toJson } from './toJson.js'
import { USAGE } from './usage.js'

type Output = { write(text: string): unknown }

export type CliStreams = {
  /** `isTTY`: a person at a terminal, who is told the tool waits for their text. */
  stdin: AsyncIterable<string | Uint8Array> & { isTTY?: boolean | undefined }
  stdout: Output
  stderr: Output
}

export async function main(argv: readonly string[], { stdin, stdout, stderr }: CliStreams): Promise<ExitCode> {
  const parsed = parseArguments(argv)
  if (!parsed.ok) {
    complain(stderr, parsed.message)
    stderr.write('Run sigil-verify --help for usage.\n')
    return USAGE_ERROR
  }
  const command = parsed.command
  if (command.help) {
    stdout.write(USAGE)
    return 0
  }
  if (command.version) {
    // Only the version's own line: a script reads it as it is.
    stdout.write(`sigil-verify ${ownVersion() ?? '(version unknown: its package.json was not found)'}\n`)
    return 0
  }
  try {
    if (command.link !== undefined) return await checkOne(command.link, command, stdout)
    if (stdin.isTTY)
      stderr.write('Reading proof links from standard input; end with Ctrl-D. (sigil-verify --help for more.)\n')
    const input = await readInput(stdin)
    if (!input.ok) {
      complain(stderr, input.message)
      return USAGE_ERROR
    }
    const given = parseStandardInput(input.text)
    if (given.kind === 'refused') {
      complain(stderr, given.message)
      return 2
    }
    if (given.kind === 'one') return await checkOne(given.text, command, stdout)
    return await checkLinks(given.links, given.repeated, command, stdout)
  } catch (error) {
    complain(stderr, `the check could not run: ${error instanceof Error ? error.message : String(error)}`)
    return 2
  }
}

async function checkOne(text: string, command: Command, stdout: Output): Promise<ExitCode> {
  const result = await verify(text, optionsOf(command))
  stdout.write(command.json ? toJson(result) : formatVerdict(result, contextOf(command)))
  return exitCodeOf(result.verdict)
}

/** Every link, one line each (a link that cannot be read too), then the count of each verdict. */
async function checkLinks(
  found: readonly FoundProofLink[],
  repeated: number,
  command: Command,
  stdout: Output,
): Promise<ExitCode> {
  const links = await verifyFoundLinks(found, settingsOf(optionsOf(command)))
  if (command.json) stdout.write(toJson({ links, repeated }))
  else {
    const context = contextOf(command)
    for (const { index, result } of links) stdout.write(formatVerdictLine(index, result, context))
    stdout.write(
      summaryOf(
        links.map((link) => link.result.verdict),
        repeated,
      ),
    )
    if (command.domains.length === 0 && links.some((link) => link.result.kind !== 'plain'))
      stdout.write(
        'No --domain was given, so no Sign-In can be valid: name the site that asked with --domain <host>.\n',
      )
  }
  return exitCodeOfAll(links.map((link) => link.result.verdict))
}

/**
 * A message on standard error, on one line. It may quote an argument or the input (an unknown
 * option, a malformed --domain), which the display step writes visibly.
 */
function complain(stderr: Output, message: string): void {
  stderr.write(`sigil-verify: ${displayText(message, { target: 'terminal', maxLength: 1_000 })}\n`)
}

function summaryOf(verdicts: readonly string[], repeated: number): string {
  const count = (verdict: string) => verdicts.filter((v) => v === verdict).length
  const links = verdicts.length === 1 ? '1 link' : `${verdicts.length} links`
  const again = repeated === 0 ? '' : ` (and ${repeated} repeated, checked once)`
  return `${links}${again}: ${count('valid')} valid, ${count('invalid')} not valid, ${count('unverifiable')} cannot be checked.\n`
}

function optionsOf({ domains, nonce, now, rpcUrls, contractWallets }: Command): VerifyOptions {
  return { domains, nonce, now, rpcUrls, contractWallets }
}

function contextOf({ domains, rpcUrls }: Command): DescribeContext {
  return { domains, rpcChains: Object.keys(rpcUrls) }
}
