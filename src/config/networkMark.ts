/**
 * How a network's mark is drawn: one of the marks drawn by hand, or the network's letters on its
 * colour for any other. Data only, so the build can check that every network has one.
 */
export type NetworkMark = { drawn: 'ethereum' | 'base' | 'solana' } | { letters: string; color: `#${string}` }
