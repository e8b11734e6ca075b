import { createWalletKit, type WalletKit } from './appkit'
import { bridgeWalletToStores } from './bridge'

/** Creates AppKit and connects it to the stores; called once, through `loadWallet()`. */
export async function startWallet(): Promise<WalletKit> {
  const kit = await createWalletKit()
  bridgeWalletToStores(kit.appKit, kit.wagmiAdapter.wagmiConfig)
  return kit
}
