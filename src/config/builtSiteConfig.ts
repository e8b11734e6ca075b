import type { SiteConfig } from './siteConfig'

declare const __SIGIL_CONFIG__: SiteConfig

/** The configuration this build was made with (see astro.config.mjs). */
export const siteConfig: SiteConfig = __SIGIL_CONFIG__
