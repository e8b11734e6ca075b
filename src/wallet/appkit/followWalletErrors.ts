/** A wallet's refusal or failure, as AppKit reports it for a connection made in its dialog, shown as Sigil's error. */
import type { AppKit } from '@reown/appkit'
import { reportWalletError } from '../../stores/connection'
import { classifyWalletError } from '../errors'

export function followWalletErrors(appKit: AppKit): void {
  appKit.subscribeEvents(({ data }) => {
    if (data.event !== 'USER_REJECTED' && data.event !== 'CONNECT_ERROR') return
    const properties = (data as { properties?: { message?: unknown } }).properties
    const message = typeof properties?.message === 'string' ? properties.message : data.event
    const error = classifyWalletError(
      data.event === 'USER_REJECTED' ? { code: 4001, message } : new Error(message),
      'connect',
    )
    reportWalletError(error)
  })
}
