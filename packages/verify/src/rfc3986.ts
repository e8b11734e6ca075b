/**
 * RFC 3986 grammar as regular expressions, built from the ABNF rule by rule so each piece can be
 * checked against the RFC. EIP-4361 and Sign-In-With-Solana both define their domain as an RFC 3986
 * authority and their URI and resources as RFC 3986 URIs; the WHATWG `URL` parser accepts and
 * rewrites many strings the RFC refuses, so it cannot be used to validate signed text.
 *
 * Every repetition below is over disjoint character classes, so matching stays linear.
 * @see https://www.rfc-editor.org/rfc/rfc3986#appendix-A
 */

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pctEncoded = '%[0-9A-Fa-f]{2}'
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`
const segment = `${pchar}*`
const segmentNz = `${pchar}+`

const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const ipv4Address = `${decOctet}(?:\\.${decOctet}){3}`
const h16 = '[0-9A-Fa-f]{1,4}'
const ls32 = `(?:${h16}:${h16}|${ipv4Address})`
const ipv6Address = `(?:${[
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
].join('|')})`
const ipvFuture = `[vV][0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`
const ipLiteral = `\\[(?:${ipv6Address}|${ipvFuture})\\]`
const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})*`
const host = `(?:${ipLiteral}|${regName})` // reg-name already matches every IPv4address
const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`
const authority = `(?:${userinfo}@)?${host}(?::[0-9]*)?`

const pathAbempty = `(?:/${segment})*`
const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`
const pathRootless = `${segmentNz}(?:/${segment})*`
const hierPart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)`
const queryOrFragment = `(?:${pchar}|[/?])*`
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*'

export const uriRegex = new RegExp(`^${scheme}:${hierPart}(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?$`)
export const authorityRegex = new RegExp(`^${authority}$`)
const schemeRegex = new RegExp(`^${scheme}$`)

/**
 * The shapes nearly every message has (a host name with an optional port; an http(s) URL with a plain
 * path), in small expressions tried first: V8 compiles an expression when it first runs, the IPv6
 * alternatives make the full ones large, and a proof link's verdict waits for that compile on a slow
 * phone. Each matches only strings the full one matches (the unit tests check it).
 */
export const plainAuthorityRegex = /^[A-Za-z0-9\-._~]+(?::[0-9]*)?$/
export const plainUriRegex = /^https?:\/\/[A-Za-z0-9\-._~]+(?::[0-9]*)?(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@]*)*$/

/** Whether `value` is an absolute RFC 3986 URI (`scheme ":" hier-part [ "?" query ] [ "#" fragment ]`). */
export function isUri(value: string): boolean {
  return plainUriRegex.test(value) || uriRegex.test(value)
}

/**
 * Whether `value` is a non-empty RFC 3986 authority (`[ userinfo "@" ] host [ ":" port ]`).
 * The RFC lets a reg-name be empty; a sign-in message bound to an empty domain binds to nothing,
 * so an empty host is refused here.
 */
export function isAuthority(value: string): boolean {
  if (plainAuthorityRegex.test(value)) return true
  if (!authorityRegex.test(value)) return false
  const host = value.slice(value.lastIndexOf('@') + 1).replace(/:[0-9]*$/, '')
  return host.length > 0
}

/** Whether `value` is an RFC 3986 scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`). */
export function isScheme(value: string): boolean {
  return schemeRegex.test(value)
}

/** RFC 3986 `pchar` repeated: the grammar EIP-4361 gives its Request ID. */
export function isPcharString(value: string): boolean {
  return pcharStringRegex.test(value)
}
const pcharStringRegex = new RegExp(`^${pchar}*$`)
