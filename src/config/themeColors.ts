/** The page's background in each theme (src/styles/site.css `--bg`): the colour of an installed site's bars and splash. */
export const THEME_COLORS = { light: '#f7f7f9', dark: '#0f1115' } as const
