/**
 * Judges a roll call's answers in a worker (`judgeWorker.ts`), so the page's main thread only
 * paints the progress; where a worker cannot start, the same judging runs on the page in slices.
 */
import { lazyEvmPublicClient } from '../chains/lazyEvmClient'
import type { RequestRecord } from 'sigil-verify/checkRequestAnswer'
import { judgeAnswers } from 'sigil-verify/rollCall/judgeAnswers'
import type { RollCallAnswer } from 'sigil-verify/rollCall/types'

export type JudgeRequest = {
  payloads: string[]
  record: RequestRecord
  host: string
  siteRoot: string
  /** Each answer's check time, in milliseconds. */
  times: number[]
}

export type JudgeReply =
  /** `judged`: the answers judged since the last progress, in order. */
  | { kind: 'progress'; done: number; total: number; judged: RollCallAnswer[] }
  | { kind: 'done' }
  | { kind: 'failed'; message: string }

export function judgeInWorker(
  request: JudgeRequest,
  onProgress: (done: number, total: number) => void,
): Promise<RollCallAnswer[]> {
  const onPage = () =>
    judgeAnswers(request.payloads, request.record, {
      nowFor: (index) => new Date(request.times[index] ?? Date.now()),
      host: request.host,
      siteRoot: request.siteRoot,
      getPublicClient: lazyEvmPublicClient,
      onProgress,
    })
  let worker: Worker
  try {
    worker = new Worker(new URL('./judgeWorker.ts', import.meta.url), { type: 'module' })
  } catch {
    return onPage()
  }
  const judged: RollCallAnswer[] = []
  return new Promise<RollCallAnswer[]>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<JudgeReply>) => {
      const reply = event.data
      if (reply.kind === 'progress') {
        judged.push(...reply.judged)
        onProgress(reply.done, reply.total)
      } else {
        worker.terminate()
        if (reply.kind === 'done') resolve(judged)
        else reject(new Error(reply.message))
      }
    })
    // A worker that cannot load (a blocked script, an old browser): the page judges instead.
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      worker.terminate()
      onPage().then(resolve, reject)
    })
    worker.postMessage(request)
  })
}
