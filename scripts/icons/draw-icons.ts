/**
 * Draws the installed site's icons (public/icons/*.png) from the favicon's shield, in Debian's Chromium:
 * `node scripts/icons/draw-icons.ts`. The maskable one fills its square and keeps the shield inside the
 * centre circle every platform's mask leaves whole (40% of the side from the centre).
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH } from '../../e2e/support/chromium.ts'

const SHIELD =
  'M12 4.5 6 7.2v4.3c0 3.6 2.6 6.8 6 7.4 3.4-.6 6-3.8 6-7.4V7.2l-6-2.7Zm0 3.5a2.2 2.2 0 0 1 .8 4.2v3.3h-1.6v-3.3A2.2 2.2 0 0 1 12 8Z'
const ACCENT = '#3b4fd8'

/** An icon as SVG: the rounded square of the favicon, or a full square with the shield in its safe zone. */
function svg(maskable: boolean): string {
  const background = maskable
    ? `<rect width="24" height="24" fill="${ACCENT}"/>`
    : `<rect width="24" height="24" rx="5" fill="${ACCENT}"/>`
  const shield = maskable
    ? `<path fill="#fff" transform="translate(12 12) scale(0.75) translate(-12 -11.7)" d="${SHIELD}"/>`
    : `<path fill="#fff" d="${SHIELD}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${background}${shield}</svg>`
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH })
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
  const markup = svg(icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`)
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true })
  await page.close()
}
await browser.close()
console.log(`icons: ${ICONS.map((icon) => icon.file).join(', ')} in public/icons/`)
