import { MAX_PASTED_TEXT_LENGTH } from '../rollCall/findProofLinks.js'

export type ReadInputReturnType = { ok: true; text: string } | { ok: false; message: string }

/**
 * Standard input as UTF-8 text, read to its end; refused once it is longer than a paste of proof
 * links may be, so a stream with no end costs a bounded amount of memory.
 */
export async function readInput(input: AsyncIterable<string | Uint8Array>): Promise<ReadInputReturnType> {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    if (text.length > MAX_PASTED_TEXT_LENGTH)
      return {
        ok: false,
        message: `Standard input is longer than ${MAX_PASTED_TEXT_LENGTH.toLocaleString('en')} characters, more than is read at once: give it in parts.`,
      }
  }
  return { ok: true, text: text + decoder.decode() }
}
