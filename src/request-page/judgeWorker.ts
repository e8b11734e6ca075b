/**
 * A worker that judges a roll call's answers off the page's main thread: verifying a thousand
 * signatures takes seconds of work that would otherwise be the page's. It runs the same
 * `judgeAnswers` as the page would, and posts back its progress with the answers judged since the last.
 */
import { lazyEvmPublicClient } from '../chains/lazyEvmClient'
import { judgeAnswers } from 'sigil-verify/rollCall/judgeAnswers'
import type { JudgeRequest, JudgeReply } from './judgeInWorker'

// The worker's own global scope; the project's types describe a window.
const scope = self as unknown as {
  postMessage(message: JudgeReply): void
  addEventListener(type: 'message', listener: (event: MessageEvent<JudgeRequest>) => void): void
}

scope.addEventListener('message', (event) => {
  const { payloads, record, host, siteRoot, times } = event.data
  let sent = 0
  judgeAnswers(payloads, record, {
    nowFor: (index) => new Date(times[index] ?? Date.now()),
    host,
    siteRoot,
    getPublicClient: lazyEvmPublicClient,
    // Each slice's answers go with its progress: the page reads many small messages, never one of megabytes.
    onProgress: (done, total, judged) => {
      scope.postMessage({ kind: 'progress', done, total, judged: judged.slice(sent) })
      sent = judged.length
    },
  }).then(
    () => scope.postMessage({ kind: 'done' }),
    (error: unknown) => scope.postMessage({ kind: 'failed', message: String(error) }),
  )
})
