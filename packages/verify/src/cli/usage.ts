/** What `sigil-verify --help` prints. */
export const USAGE = `Usage: sigil-verify [options] [-- link]

Checks a Sigil proof strictly, on this machine: a proof link (https://…/verify/#proof=…), its
fragment (#proof=… or proof=…), or a signed-message JSON object (MyCrypto, MyEtherWallet, block
explorers). Sign-In with Ethereum, Sign-In with Solana, linked proofs and plain signed messages.

With a link, prints the verdict and exits with
  0  valid
  1  not valid: forged, altered, expired, or made for another site
  2  cannot be checked: unreadable input, a Sign-In with no --domain, or a contract
     wallet whose chain has no --rpc (or did not answer); also for a usage error

With no link, reads text from standard input (a roll call's answers, a chat log), checks every
proof link in it and prints one line for each, numbered in the order they appear (a link given
twice is checked once). Exits 0 if every link is valid, 1 if any is not valid, else 2 if any
cannot be checked or none is found. Input with no link is checked as one proof (a JSON object).

Options
  --domain <host>      The site a Sign-In must have been made for, as its first line names it:
                       sigil.example, 127.0.0.1:4321. Repeat for several. A Sign-In or linked
                       proof for any other site is not valid, and with no --domain none can be
                       valid. A plain signed message names no site and needs none.
  --rpc <chain>=<url>  An RPC URL for a chain, by CAIP-2 id, to check contract wallets
                       (EIP-1271, ERC-6492): --rpc eip155:1=https://eth.example. Repeatable.
                       The network is used only for such a signature, and only with --rpc.
  --now <time>         Check as of this time (RFC 3339: 2030-01-01T00:00:00Z), not the clock's.
  --json               Print the verified result as JSON (with standard input: every link's).
  -h, --help           Print this help; only as the one argument.

Examples
  sigil-verify --domain sigil.example -- 'https://sigil.example/verify/#proof=eyJ2Ijox…'
  sigil-verify --domain sigil.example < answers.txt
  sigil-verify --json < signed-message.json
`
