/** What `sigil-verify --help` prints. */
export const USAGE = `Usage: sigil-verify [options] [-- link]

Checks a Sigil proof strictly, on this machine: a proof link (https://…/verify/#proof=…), its
fragment (#proof=… or proof=…), or a signed-message JSON object (MyCrypto, MyEtherWallet, block
explorers). Sign-In with Ethereum, Sign-In with Solana, linked proofs and plain signed messages.

Give the link after --, so that nothing in it is taken for an option: -h or --help with anything
else, or a link that starts with -, is a usage error.

With no link, reads standard input, which is parsed, not scanned:
  - one JSON document is one input: a signed-message JSON object judged on its own fields (a link
    quoted inside it is not checked), or a roll call file Sigil wrote (each answer's link);
  - any other text (a roll call's answers, a chat log): every #proof= in it is an input, printed
    one line each, numbered in the order they appear. One after which no proof can be read says
    so ("cannot be read") and counts. A link given twice is checked once.

Exit codes
  0  every input was read, and every proof in it is valid
  1  a proof is not valid: forged, altered, expired, made for another site or another login
     (--nonce), or not signed by its address's key with --no-contract-wallets
  2  anything else: input that cannot be read, a proof that cannot be checked (a Sign-In with
     no --domain, a contract wallet whose chain has no --rpc or did not answer), or a usage error

Text from a proof is printed as plain text within its line: every hidden character (controls,
line breaks, bidi and invisible characters) is written \\u{…}, a backslash \\\\, and long text is
cut, the cut marked. A verdict that is not valid names an address "(not proven)"; a contract wallet's
valid verdict names it as one, and the RPC host whose answer it rests on.

Options
  --domain <host>      The site a Sign-In must have been made for, as its first line names it:
                       sigil.example, 127.0.0.1:4321. Repeat for several. A Sign-In or linked
                       proof for any other site is not valid, and with no --domain none can be
                       valid. A plain signed message names no site and needs none.
  --nonce <nonce>      The one-time nonce your login issued (8 or more letters and digits): a
                       Sign-In or linked proof that did not sign exactly it is not valid, and
                       a plain signed message, which signs none, answers no login.
  --rpc <network>=<url>
                       An RPC URL for an EVM network, named eip155:<chain id>, to check
                       contract wallets (EIP-1271, ERC-6492): --rpc eip155:1=https://eth.example.
                       Repeatable. The network is used only for such a signature, and only
                       with --rpc.
  --no-contract-wallets
                       Your users hold plain keys: a signature their address's key did not
                       make is not valid (exit 1), and no network is asked. Without it such a
                       signature may be a contract wallet's, which cannot be checked without
                       --rpc (exit 2).
  --now <time>         Check as of this time (RFC 3339: 2030-01-01T00:00:00Z), not the clock's.
  --json               Print the verified result as JSON (with standard input: every input's),
                       each string exactly as signed (a hidden character as a JSON \\u escape).
  --version            Print the tool's version; only as the one argument.
  -h, --help           Print this help; only as the one argument.

Examples
  sigil-verify --domain sigil.example -- 'https://sigil.example/verify/#proof=eyJ2Ijox…'
  sigil-verify --domain sigil.example --nonce "$NONCE" --no-contract-wallets -- "$LINK"
  sigil-verify --domain sigil.example < answers.txt
  sigil-verify --json < signed-message.json
`
