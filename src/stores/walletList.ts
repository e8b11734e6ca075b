import { atom } from 'nanostores'
import type { Namespace } from './account'

/** The wallet list is open, for any wallet or for one ecosystem's (adding a second account). */
export type WalletListRequest = { only: Namespace | undefined }

/** Whether Sigil's wallet list is open on this page; any island can open it. */
export const $walletList = atom<WalletListRequest | null>(null)

export function openWalletList(only?: Namespace): void {
  $walletList.set({ only })
}

export function closeWalletList(): void {
  $walletList.set(null)
}
