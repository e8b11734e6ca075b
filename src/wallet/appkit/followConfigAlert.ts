/**
 * AppKit's verdict on the app's configuration (a project ID that does not allow this origin), as
 * the site's notice. AppKit checks while it initialises, before the bridge exists, so the alert it
 * raised then is read once, and followed afterwards.
 */
import { AlertController } from '@reown/appkit-controllers'
import { reportSiteNotice } from '../../stores/siteNotice'
import { classifyWalletError } from '../errors'

function mirror(message: string): void {
  if (!message) return
  const error = classifyWalletError(new Error(message), 'load')
  if (error.kind === 'invalid-config') reportSiteNotice(error)
}

export function followConfigAlert(): void {
  mirror(AlertController.state.message)
  AlertController.subscribeKey('message', mirror)
}
