/**
 * The web app manifest: what a phone's home screen or a desktop shows for the installed site, which opens
 * on the home page of the site's base, in its own window. Built once, as a file.
 */
import type { APIRoute } from 'astro'
import { sitePath } from '../util/sitePath'
import { THEME_COLORS } from '../config/themeColors'

export const GET: APIRoute = () => {
  const manifest = {
    name: 'Sigil: prove you own a wallet',
    short_name: 'Sigil',
    description: 'Connect your crypto wallet and prove you own it; check proofs, even offline. No server, no account.',
    id: sitePath(''),
    start_url: sitePath(''),
    scope: sitePath(''),
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: [
      { src: sitePath('') + 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: sitePath('') + 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: sitePath('') + 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: sitePath('favicon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } })
}
