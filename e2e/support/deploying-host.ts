import type { Server } from 'node:http'
import { freePort } from './free-port'
import { startStaticServer } from './static-server'

/** One origin whose host switches from one build to another, as a deploy does (the update spec, the screenshots). */
export class DeployingHost {
  private server: Server | undefined
  private constructor(readonly port: number) {}

  /** A host on a free port, serving nothing yet. */
  static async open(): Promise<DeployingHost> {
    return new DeployingHost(await freePort())
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
