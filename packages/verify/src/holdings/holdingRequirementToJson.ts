import type { HoldingRequirement, HoldingRequirementJson } from './holdingRequirement.js'

/**
 * A requirement as a request link spells it: keys in their one order, amounts and token ids as
 * decimal strings. Takes the exact form or the link's own (to put its keys in order); checks
 * nothing: `readHoldingRequirement` is the reader.
 */
export function holdingRequirementToJson(
  requirement: HoldingRequirement | HoldingRequirementJson,
): HoldingRequirementJson {
  const { network, asset, atLeast } = requirement
  return {
    network,
    asset:
      asset.kind === 'native'
        ? { kind: asset.kind }
        : asset.kind === 'spl'
          ? { kind: asset.kind, mint: asset.mint }
          : asset.kind === 'erc1155'
            ? { kind: asset.kind, contract: asset.contract, tokenId: asset.tokenId.toString() }
            : { kind: asset.kind, contract: asset.contract },
    atLeast: atLeast.toString(),
  }
}
