/**
 * How a network's mark is drawn: one of the marks drawn by hand, or a disc in the network's colour for
 * any other (its name is always written beside it). Data only, so the build can check every network has one.
 */
export type NetworkMark = { drawn: 'ethereum' | 'base' | 'solana' } | { color: `#${string}` }
