import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on intent or need (src/islands/wakeDirective.ts); the value lists extra conditions: `hash`, `remote`. */
    'client:intent'?: boolean | string
  }
}
