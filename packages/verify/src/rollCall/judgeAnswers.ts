/**
 * Judges many proof links in turn, in slices of the page's time: after each answer that ends a
 * slice, the page gets a task of its own to paint the progress and handle input, so a thousand
 * answers never hold the main thread for one long task.
 */
import type { RequestRecord } from '../checkRequestAnswer.js'
import { judgeAnswer, type JudgeAnswerParameters } from './judgeAnswer.js'
import type { RollCallAnswer } from './types.js'

/** Well under the 50 ms a task may take before the page feels stuck, with room for one answer more. */
const SLICE_MS = 16

export type JudgeAnswersParameters = Omit<JudgeAnswerParameters, 'now'> & {
  /** The clock for each answer: its own check time (an imported answer's is the file's). */
  nowFor: (index: number) => Date
  /** Told after each slice, with the answers judged so far (the list grows in place). */
  onProgress?: ((done: number, total: number, judged: readonly RollCallAnswer[]) => void) | undefined
}

export async function judgeAnswers(
  payloads: readonly string[],
  record: RequestRecord,
  { nowFor, onProgress, ...parameters }: JudgeAnswersParameters,
): Promise<RollCallAnswer[]> {
  const judged: RollCallAnswer[] = []
  let sliceStart = performance.now()
  for (const [index, payload] of payloads.entries()) {
    judged.push(await judgeAnswer(payload, record, { ...parameters, now: nowFor(index) }))
    if (performance.now() - sliceStart > SLICE_MS) {
      onProgress?.(judged.length, payloads.length, judged)
      await new Promise((resolve) => setTimeout(resolve, 0))
      sliceStart = performance.now()
    }
  }
  onProgress?.(judged.length, payloads.length, judged)
  return judged
}
