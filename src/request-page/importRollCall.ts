/**
 * /request/: a roll call file exported in another browser, taken in. Its request is remembered
 * here (the file carries its nonce) and every answer is checked again through the verify path,
 * each at the time the file says it was checked (never outside the request's window, nor later
 * than now): the file's own words on each answer are never read. Fetched when a file is chosen.
 */
import { displayText } from 'sigil-verify/display/displayText'
import { encodeRequestLink, isRollCall } from 'sigil-verify/requestLink'
import { judgeInWorker } from './judgeInWorker'
import { judgedAt } from 'sigil-verify/rollCall/judgedAt'
import { MAX_ROLL_CALL_FILE_LENGTH, readRollCallFile } from 'sigil-verify/rollCall/rollCallFile'
import { addToRollCall } from '../stores/rollCalls'
import { findRequest, rememberRequest, requestRecord, type StoredRequest } from '../stores/requests'
import { siteUrl } from '../util/sitePath'

export type ImportRollCallReturnType = { ok: true; nonce: string; message: string } | { ok: false; message: string }

export async function importRollCall(
  file: File,
  onProgress: (done: number, total: number) => void,
): Promise<ImportRollCallReturnType> {
  if (file.size > MAX_ROLL_CALL_FILE_LENGTH * 4)
    return { ok: false, message: 'This file is too large to be a roll call Sigil wrote.' }
  const read = readRollCallFile(await file.text())
  // Why a file is refused may quote it (its request's field): said through the display step, as the page says a reason.
  if (!read.ok) return { ok: false, message: displayText(read.message, { target: 'page', maxLength: 480 }) }
  const { request, made, answers } = read
  if (!isRollCall(request))
    return { ok: false, message: 'This file cannot be imported: its request is not a roll call.' }
  const stored: StoredRequest = findRequest(request.nonce) ?? {
    request,
    link: encodeRequestLink(request, siteUrl('', location.origin)),
    made,
    state: 'open',
  }
  if (!findRequest(request.nonce) && !rememberRequest(stored))
    return { ok: false, message: 'This browser would not store the request: allow this site to store data.' }
  const now = new Date()
  const judged = await judgeInWorker(
    {
      payloads: answers.map((answer) => answer.payload),
      record: requestRecord(stored),
      host: location.host,
      siteRoot: siteUrl('', location.origin),
      times: answers.map((answer) => judgedAt(answer.checkedAt, request, stored.made, now).getTime()),
    },
    onProgress,
  )
  if ((await addToRollCall(request.nonce, judged)) === undefined)
    return { ok: false, message: 'This browser would not store the list: its storage is full or blocked.' }
  const kept = judged.filter((answer) => answer.kept).length
  return {
    ok: true,
    nonce: request.nonce,
    message: `Imported a roll call with ${judged.length} answers, each checked again here: ${kept} kept every rule.`,
  }
}
