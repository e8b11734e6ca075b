/**
 * A worker that judges a roll call's answers off the page's main thread: verifying a thousand
 * signatures takes seconds of work that would otherwise be the page's. It runs the same
 * `judgeAnswers` as the page would, and posts its progress and the answers back.
 */
import { lazyEvmPublicClient } from '../chains/lazyEvmClient'
import { judgeAnswers } from '../proof/rollCall/judgeAnswers'
import type { JudgeRequest, JudgeReply } from './judgeInWorker'

// The worker's own global scope; the project's types describe a window.
const scope = self as unknown as {
  postMessage(message: JudgeReply): void
  addEventListener(type: 'message', listener: (event: MessageEvent<JudgeRequest>) => void): void
}

scope.addEventListener('message', (event) => {
  const { payloads, record, host, siteRoot, times } = event.data
  judgeAnswers(payloads, record, {
    nowFor: (index) => new Date(times[index] ?? Date.now()),
    host,
    siteRoot,
    getPublicClient: lazyEvmPublicClient,
    onProgress: (done, total) => scope.postMessage({ kind: 'progress', done, total }),
  }).then(
    (judged) => scope.postMessage({ kind: 'done', judged }),
    (error: unknown) => scope.postMessage({ kind: 'failed', message: String(error) }),
  )
})
