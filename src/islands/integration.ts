/** Astro integration: registers `client:intent` (./wake-directive.ts). */
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'

export function intentHydration(): AstroIntegration {
  return {
    name: 'sigil:intent-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./wake-directive.ts', import.meta.url)),
        })
      },
    },
  }
}
