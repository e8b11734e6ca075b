/**
 * The benchmark's eager build: the site's own configuration (astro.config.mjs) with the Vite plugin that
 * puts AppKit on every page at load (./eager-appkit.ts). `npm run bench` builds it with
 *
 *   astro build --config scripts/bench/astro.eager.config.ts
 *
 * so that the site's configuration, and with it the shipped build, never reaches bench code.
 */
import { mergeConfig } from 'astro/config'
import site from '../../astro.config.mjs'
import { eagerAppKitPlugin } from './eager-appkit.ts'

export default mergeConfig(site, { vite: { plugins: [eagerAppKitPlugin()] } })
