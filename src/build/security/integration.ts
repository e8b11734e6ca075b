/**
 * Astro integration: after the static build, hashes every inline script of every page,
 * writes `_headers` and `nginx.conf.example` with the full policy and adds the <meta> policy to each page.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import type { SiteConfig } from '../../config/siteConfig'
import type { SiteNetworks } from '../../config/evmNetwork'
import { headersFile, metaContentSecurityPolicy } from './policy'
import { nginxExample } from './nginx'
import { inlineScripts, sha256 } from './inlineScripts'
import { htmlFiles } from '../builtPages'

export function securityHeaders(site: SiteConfig, networks: SiteNetworks): AstroIntegration {
  const config = { ...site, networks }
  return {
    name: 'sigil:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const files = await htmlFiles(root)
        const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })))
        const hashes = [...new Set(pages.flatMap(({ html }) => inlineScripts(html).map(sha256)))].sort()
        const meta = `<meta http-equiv="content-security-policy" content="${metaContentSecurityPolicy(config, hashes)}">`
        await Promise.all(
          pages.map(({ file, html }) =>
            writeFile(
              file,
              html.replace(/<meta charset="utf-8"\s*\/?>/i, (charset) => `${charset}${meta}`),
            ),
          ),
        )
        await writeFile(join(root, '_headers'), headersFile(config, hashes))
        await writeFile(join(root, 'nginx.conf.example'), nginxExample(config, hashes))
        logger.info(
          `CSP: ${hashes.length} inline script hash(es); _headers, nginx.conf.example and <meta> policy on ${pages.length} pages`,
        )
      },
    },
  }
}
