/**
 * The common case of ENSIP-15 without its Unicode tables: a name whose every label is lowercase
 * ASCII letters, digits and hyphens, with underscores only at the start, and no `--` in the third
 * and fourth places (the rule reserved for label extensions such as `xn--`), is already its own
 * normal form. ENSIP-15 checks an all-ASCII label for nothing else (confusables and scripts are
 * Unicode's), so for these names the full normaliser, ~26 KB gzip of tables, would only agree.
 * Anything else, including ASCII this rule does not know, goes to the full normaliser.
 *
 * https://docs.ens.domains/ensip/15
 */
const PLAIN_LABEL = /^_*[a-z0-9-]+$/

export function isPlainAsciiName(name: string): boolean {
  return name.split('.').every((label) => PLAIN_LABEL.test(label) && label.slice(2, 4) !== '--')
}
