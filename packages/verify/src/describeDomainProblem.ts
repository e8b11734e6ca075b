/**
 * What is wrong with a site given to check Sign-Ins against, in plain English, or undefined when it
 * can be used. A Sign-In's first line names its site as a host (with a port when it has one), and
 * the domain check compares that text with the one given: an origin, a path or a user name can never
 * be equal to it, so such a setting would quietly make every proof invalid.
 */
export function describeDomainProblem(domain: string): string | undefined {
  const host = domain.trim()
  if (host === '') return 'is empty: give the host a Sign-In names, as in sigil.example.'
  const origin = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(host)
  if (origin) {
    const named = (origin[1] ?? '').replace(/^.*@/, '')
    return `is an origin, not a host: give the host: ${named === '' ? 'sigil.example' : named}.`
  }
  if (/\s/.test(host)) return 'has white space inside: give the host alone, as in sigil.example.'
  if (host.includes('@')) return 'has a user name: give the host alone, as in sigil.example.'
  const cut = /[/?#]/.exec(host)
  if (cut) return `has a path, query or fragment: give the host alone: ${host.slice(0, cut.index) || 'sigil.example'}.`
  return undefined
}
