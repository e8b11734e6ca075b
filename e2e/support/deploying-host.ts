import type { Server } from 'node:http'
import { E2E_OUT_DIR } from './env'
import { startStaticServer } from './static-server'

/** One origin whose host switches from one build to another, as a deploy does (the update spec, the screenshots). */
export class DeployingHost {
  private server: Server | undefined
  private constructor(readonly port: number) {}

  /** A host on a free port, serving nothing yet. */
  static async open(): Promise<DeployingHost> {
    const { server } = await startStaticServer(E2E_OUT_DIR, 0)
    const address = server.address()
    await new Promise<void>((done) => server.close(() => done()))
    if (typeof address !== 'object' || !address) throw new Error('no port')
    return new DeployingHost(address.port)
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async serve(dir: string): Promise<void> {
    await this.stop()
    this.server = (await startStaticServer(dir, this.port)).server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return
    const closed = new Promise<void>((done) => server.close(() => done()))
    server.closeAllConnections()
    await closed
  }
}
